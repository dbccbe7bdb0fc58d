import Foundation

/// Which events to list and in what order, as chosen on the command line. Pure: apply it with
/// `apply(to:at:)`. Every criterion left at its default lets every event through, except
/// `statuses`, which by default keeps upcoming and ongoing events.
public struct DevEventFilter: Sendable, Hashable {
    /// Statuses to keep (at the `now` given when applying).
    public var statuses: Set<DevEventStatus>
    /// Tags that must all be present (case- and width-insensitive; `오프라인` and `서울` also
    /// match `오프라인(서울 강남구)`, see `DevEventTagGroups`).
    public var tags: [String]
    /// `.online` keeps online and hybrid events, `.offline` offline and hybrid ones,
    /// `.hybrid` and `.unknown` exactly those; nil keeps all.
    public var mode: DevEventMode?
    /// Keep only events with this price (`.free` for `--free`, `.paid` for `--paid`); nil keeps all.
    public var price: DevEventPrice?
    /// Text that one of the hosts must contain (case- and width-insensitive).
    public var host: String?
    /// Keep events whose period touches this month (undated events: listed under it).
    public var month: DevEventMonth?
    /// Text that the title, a host or a tag must contain (case- and width-insensitive).
    public var searchText: String?
    /// Keep events that start or end within `now...now + within` seconds.
    public var within: TimeInterval?
    /// The order of the result.
    public var sortOrder: DevEventSortOrder

    /// The statuses kept by default: upcoming, ongoing, and undated (an entry whose period
    /// cannot be read is still listed with its raw text, never silently dropped).
    public static let defaultStatuses: Set<DevEventStatus> = [.upcoming, .ongoing, .unknown]

    /// A filter; the defaults keep upcoming, ongoing and undated events, soonest first.
    public init(
        statuses: Set<DevEventStatus> = DevEventFilter.defaultStatuses,
        tags: [String] = [],
        mode: DevEventMode? = nil,
        price: DevEventPrice? = nil,
        host: String? = nil,
        month: DevEventMonth? = nil,
        searchText: String? = nil,
        within: TimeInterval? = nil,
        sortOrder: DevEventSortOrder = .date
    ) {
        self.statuses = statuses
        self.tags = tags
        self.mode = mode
        self.price = price
        self.host = host
        self.month = month
        self.searchText = searchText
        self.within = within
        self.sortOrder = sortOrder
    }
}
