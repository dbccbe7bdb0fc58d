import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `list` for people: the events (see `DevEventTable`), favourites' ended ones in a section of
/// their own on a terminal, and the credit line: under the table on a terminal, on standard
/// error when piped. Remarks (how many `--limit` hid, why nothing matched) go to standard error.
struct DevEventListView: HumanView {
    /// An event to list and, when it is saved, its saved record (nil otherwise).
    typealias Listed = (event: DevEvent, saved: DevEventSavedEvent?)

    let current: [Listed]
    /// Favourites listing only: saved events that ended or left the page.
    let ended: [Listed]?
    let now: Date
    /// Group rows under month headings (date order only).
    let groupsByMonth: Bool
    let credit: String
    let remarks: [String]
    /// With `--weather`: each event's conditions by id (a WEATHER column).
    var conditions: [String: DevEventConditions?]?

    func render(for terminal: TerminalCapabilities) -> HumanText {
        let savedIDs = Set((current + (ended ?? [])).compactMap { $0.saved?.event.id })
        let table = DevEventTable(
            terminal: terminal,
            now: now,
            groupsByMonth: groupsByMonth,
            favorites: savedIDs,
            conditions: conditions
        )
        var lines = current.isEmpty ? [] : table.render(current.map(\.event))
        if let ended, !ended.isEmpty {
            if terminal.showsTable {
                if !lines.isEmpty { lines.append("") }
                lines.append(
                    ANSIStyle.bold.apply(to: "종료된 이벤트 (ended or no longer listed)", enabled: terminal.colorEnabled)
                )
                let endedTable = DevEventTable(
                    terminal: terminal,
                    now: now,
                    groupsByMonth: false,
                    favorites: savedIDs,
                    conditions: conditions
                )
                lines += endedTable.render(ended.map(\.event))
            } else {
                lines += table.render(ended.map(\.event))
            }
        }
        if terminal.showsTable && !lines.isEmpty { lines.append("") }
        return HumanText(lines: lines, notes: [credit], remarks: remarks)
    }

    /// The page's `events`, each with its saved record when `saved` holds it.
    static func listed(_ events: some Sequence<DevEvent>, saved: [String: DevEventFavorites.Favorite]) -> [Listed] {
        events.map { event in
            (event, saved[event.id].map { DevEventSavedEvent(event: event, addedAt: $0.addedAt, onPage: true) })
        }
    }
}
