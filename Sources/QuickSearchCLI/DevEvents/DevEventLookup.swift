import Foundation
import QuickSearchData
import QuickSearchDomain

/// Finds an event by the id `list` prints, or by its link.
enum DevEventLookup {
    /// The event on the page with this id (case-insensitive) or URL; nil when none.
    static func find(_ key: String, in events: [DevEvent]) -> DevEvent? {
        let wanted = key.trimmingCharacters(in: .whitespaces)
        if let event = events.first(where: { $0.id.caseInsensitiveCompare(wanted) == .orderedSame }) {
            return event
        }
        guard let link = URL(string: wanted) else { return nil }
        let normalized = DevEventIdentifier.normalisedLink(link)
        return events.first { $0.url != nil && DevEventIdentifier.normalisedLink($0.url) == normalized }
    }

    /// The error for an id that matches nothing.
    static func notFound(_ key: String) -> CLIError {
        CLIError("no event with id or link '\(key)' on the page; 'devevents list --all' shows every id")
    }
}
