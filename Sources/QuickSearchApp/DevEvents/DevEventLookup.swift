import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// Finds an event by the id `list` prints, or by its link.
enum DevEventLookup {
    /// The events with this id (case-insensitive) or, failing that, with this link. Ids are
    /// unique on a page, but two entries may share a link.
    static func matches(_ key: String, in events: [DevEvent]) -> [DevEvent] {
        let wanted = key.trimmingSpaces()
        let byID = events.filter { $0.id.caseInsensitiveCompare(wanted) == .orderedSame }
        if !byID.isEmpty { return unique(byID) }
        guard let link = URL(string: wanted), link.scheme != nil else { return [] }
        let normalized = DevEventIdentifier.normalisedLink(link)
        return unique(events.filter { $0.url != nil && DevEventIdentifier.normalisedLink($0.url) == normalized })
    }

    /// The one event with this id or link; nil when none, a usage error (64) naming the
    /// candidates when the link belongs to several.
    static func find(_ key: String, in events: [DevEvent]) throws -> DevEvent? {
        let found = matches(key, in: events)
        guard found.count <= 1 else { throw ambiguous(key, found) }
        return found.first
    }

    /// The error for an id that matches nothing.
    static func notFound(_ key: String) -> CLIError {
        CLIError("no event with id or link '\(key)' on the page; 'devevents list --all' shows every id")
    }

    /// The error for a link that several events share.
    static func ambiguous(_ key: String, _ events: [DevEvent]) -> CLIError {
        let listed = events.prefix(10).map { "\($0.id) (\($0.title))" }.joined(separator: ", ")
        let more = events.count > 10 ? ", …" : ""
        return CLIError(
            "'\(key)' is the link of \(events.count) events: \(listed)\(more); give one id instead",
            exitCode: .usage
        )
    }

    /// Each id once (the same event may be listed under two month sections).
    private static func unique(_ events: [DevEvent]) -> [DevEvent] {
        var seen = Set<String>()
        return events.filter { seen.insert($0.id).inserted }
    }
}
