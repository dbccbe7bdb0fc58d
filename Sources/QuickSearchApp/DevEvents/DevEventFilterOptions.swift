import CommandKit
import Foundation
import QuickSearchDomain

/// Which events `list`, `fav list` and `export` select: the status, tag, mode, price, host,
/// month, text and time filters, and the order.
struct DevEventFilterOptions: ParsableArguments {
    @Flag(
        "upcoming",
        help: "Events not started yet (default: upcoming, ongoing and undated; with --favorites, every status)."
    )
    var upcoming: Bool
    @Flag("ongoing", help: "Events under way (registration open, or taking place).") var ongoing: Bool
    @Flag("ended", help: "Events whose period has passed.") var ended: Bool
    @Flag("all", help: "Every event on the page, whatever its status.") var all: Bool
    @Option(
        repeating: "tag",
        short: "t",
        valueName: "tag",
        help: "Only events with this tag or place (e.g. AI, 오프라인, 서울); all given must match.",
        example: "AI"
    )
    var tags: [String]
    @Flag("online", help: "Only online (or hybrid) events.") var online: Bool
    @Flag("offline", help: "Only offline (or hybrid) events.") var offline: Bool
    @Flag("free", help: "Only free events.") var free: Bool
    @Flag("paid", help: "Only paid events.") var paid: Bool
    @Option("host", valueName: "text", help: "Only events whose host contains this text.", example: "샘플주최")
    var host: String?
    @Option("month", valueName: "YYYY-MM", help: "Only events whose period touches this month.", example: "2026-08")
    var month: String?
    @Option(
        "search",
        valueName: "text",
        help: "Text in the title, host or tags (case- and width-insensitive).",
        example: "쿠버네티스"
    )
    var search: String?
    @Option(duration: "within", help: "Only events starting or closing within this time from now.")
    var within: Double?
    @Option(
        "sort",
        valueName: "order",
        help:
            "start (or date): soonest first, undated last; deadline: soonest registration deadline (or event start) first; title: by title.",
        default: .date
    )
    var sort: DevEventSortOrder

    func validate() throws {
        _ = try filter(everyStatusByDefault: false)
    }

    /// The filter the options describe. Without a status option, events are selected whatever
    /// their status when `everyStatusByDefault` (favourites, whose ended ones `list` shows in a
    /// section of their own; the days of a calendar), else upcoming, ongoing or undated.
    func filter(everyStatusByDefault: Bool) throws -> DevEventFilter {
        var statuses: Set<DevEventStatus> = []
        if upcoming { statuses.insert(.upcoming) }
        if ongoing { statuses.insert(.ongoing) }
        if ended { statuses.insert(.ended) }
        if all { statuses = Set(DevEventStatus.allCases) }
        if statuses.isEmpty {
            statuses = everyStatusByDefault ? Set(DevEventStatus.allCases) : DevEventFilter.defaultStatuses
        }
        for (name, values) in [("tag", tags), ("host", host.map { [$0] } ?? []), ("search", search.map { [$0] } ?? [])]
        where values.contains(where: Self.isBlank) {
            throw ValidationError("--\(name) needs a non-empty value (leave the option out to match everything)")
        }
        if online && offline {
            throw ValidationError("--online and --offline exclude each other; give one (hybrid events match either)")
        }
        if free && paid {
            throw ValidationError("--free and --paid exclude each other; give one (or neither for both)")
        }
        var period: DevEventMonth?
        if let month {
            guard let value = DevEventMonth(month) else {
                throw ValidationError("--month must be YYYY-MM, e.g. 2026-08, got '\(month)'")
            }
            period = value
        }
        return DevEventFilter(
            statuses: statuses,
            tags: tags,
            mode: online ? .online : offline ? .offline : nil,
            price: free ? .free : paid ? .paid : nil,
            host: host,
            month: period,
            searchText: search,
            within: within,
            sortOrder: sort
        )
    }

    private static func isBlank(_ text: String) -> Bool {
        text.allSatisfy { $0.isWhitespace || $0.unicodeScalars.allSatisfy(\.properties.isDefaultIgnorableCodePoint) }
    }
}
