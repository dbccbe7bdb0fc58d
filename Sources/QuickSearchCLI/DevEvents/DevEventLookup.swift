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
        let normalized = normalize(wanted)
        return events.first { $0.url.map { normalize($0.absoluteString) } == normalized }
    }

    /// The error for an id that matches nothing.
    static func notFound(_ key: String) -> CLIError {
        CLIError("no event with id or link '\(key)' on the page; 'devevents list --all' shows every id")
    }

    private static func normalize(_ url: String) -> String {
        var text = url.lowercased()
        for prefix in ["https://", "http://"] where text.hasPrefix(prefix) {
            text.removeFirst(prefix.count)
        }
        if text.hasPrefix("www.") { text.removeFirst(4) }
        while text.hasSuffix("/") { text.removeLast() }
        return text
    }
}
