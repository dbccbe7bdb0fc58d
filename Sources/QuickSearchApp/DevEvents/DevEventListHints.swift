import CommandKit
import Foundation
import QuickSearchDomain

/// What `list` says on stderr when it shows nothing, so that an empty result explains itself:
/// no favourites yet, a page whose events have all ended, or how many events the status
/// options hide.
struct DevEventListHints {
    let filter: DevEventFilter
    let now: Date
    /// Whether the listing is of favourites.
    let favorites: Bool

    /// The lines for an empty listing of `candidates` (the page's events, or the saved ones).
    func emptyResult(candidates: [DevEvent]) -> [String] {
        if favorites && candidates.isEmpty {
            return ["no saved events yet: add one with 'devevents fav add ID'"]
        }
        var lines = [favorites ? "no saved events match" : "no events match"]
        let dated = candidates.filter { $0.start != nil || $0.end != nil }
        if !favorites, !filter.statuses.contains(.ended), !dated.isEmpty,
            dated.allSatisfy({ $0.status(at: now) == .ended }), let last = dated.compactMap(\.end).max()
        {
            let ago = RelativeTime(timeZone: DevEventCalendar.timeZone).describe(last, relativeTo: now)
            lines.append(
                "every event on the page has ended (the last one \(ago)): the page may be out of date, "
                    + "or --now/DEVEVENTS_NOW later than meant; --ended or --all lists them"
            )
            return lines
        }
        let hidden = filter.hiddenByStatus(in: candidates, at: now)
        let parts = DevEventStatus.allCases.compactMap { status in
            hidden[status].map { "\($0) \(Self.word(status))" }
        }
        if !parts.isEmpty {
            let total = hidden.values.reduce(0, +)
            let widen = hidden.keys.count == 1 && hidden[.ended] != nil ? "--ended or --all" : "--all"
            lines.append(
                "\(parts.joined(separator: " and ")) \(total == 1 ? "event" : "events") hidden by status; try \(widen)"
            )
        }
        return lines
    }

    private static func word(_ status: DevEventStatus) -> String {
        status == .unknown ? "undated" : status.rawValue
    }
}
