import Foundation

/// One developer event from the Dev-Event list (or a page of the same format).
public struct DevEvent: Sendable, Codable, Hashable, Identifiable {
    /// Short stable id (8 characters, see `DevEventIdentifier`), unique on its page.
    public var id: String
    /// The title as shown.
    public var title: String
    /// The event's link; nil when the entry has none. A period line holding only a link
    /// (`신청: [Link](…)`) gives it when the title has none.
    public var url: URL?
    /// The link of a period line holding only a link (`신청: [Link](…)`) when the event has a
    /// link of its own; nil otherwise.
    public var applyURL: URL?
    /// Every tag of `분류`, split and cleaned, in page order.
    public var tags: [String]
    /// Online, offline, hybrid, or unknown.
    public var mode: DevEventMode
    /// The place of an offline event (`서울 강남구` from `오프라인(서울 강남구)`).
    public var place: String?
    /// Free, paid, or unknown.
    public var price: DevEventPrice
    /// Tags naming the kind of event (세미나, 모임, 대회, ...).
    public var kinds: [String]
    /// The remaining tags (AI, 클라우드, ...).
    public var topics: [String]
    /// Hosts, split at ` / ` and `,`.
    public var hosts: [String]
    /// What the period describes (registration window, event date, ...).
    public var periodKind: DevEventPeriodKind
    /// The period text as written after its key, cleaned of invisible characters; empty when none.
    public var rawPeriod: String
    /// Start of the period in Asia/Seoul (00:00:00 when no time was given).
    public var start: Date?
    /// End of the period, inclusive (23:59:59 when no time was given).
    public var end: Date?
    /// Whether the period gave a time of day for `start`.
    public var startTimeGiven: Bool
    /// Whether the period gave a time of day for `end`.
    public var endTimeGiven: Bool
    /// Whether the period's reading is doubtful: its end was written before its start, so the
    /// two dates are kept in one year and in order (see `DevEventDateParser`).
    public var periodDoubtful: Bool
    /// The month section the entry was listed under.
    public var section: DevEventMonth

    /// An event from its parts; `schedule` gives `start`, `end` and their time flags.
    public init(
        id: String,
        title: String,
        url: URL?,
        tags: [String],
        mode: DevEventMode,
        place: String?,
        price: DevEventPrice,
        kinds: [String],
        topics: [String],
        hosts: [String],
        periodKind: DevEventPeriodKind,
        rawPeriod: String,
        schedule: DevEventSchedule,
        section: DevEventMonth,
        applyURL: URL? = nil
    ) {
        self.id = id
        self.title = title
        self.url = url
        self.applyURL = applyURL
        self.tags = tags
        self.mode = mode
        self.place = place
        self.price = price
        self.kinds = kinds
        self.topics = topics
        self.hosts = hosts
        self.periodKind = periodKind
        self.rawPeriod = rawPeriod
        start = schedule.start
        end = schedule.end
        startTimeGiven = schedule.startTimeGiven
        endTimeGiven = schedule.endTimeGiven
        periodDoubtful = schedule.doubtful
        self.section = section
    }

    /// The period's instants and whether their times were given.
    public var schedule: DevEventSchedule {
        DevEventSchedule(
            start: start,
            end: end,
            startTimeGiven: startTimeGiven,
            endTimeGiven: endTimeGiven,
            doubtful: periodDoubtful
        )
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, url, applyURL, tags, mode, place, price, kinds, topics, hosts, periodKind, rawPeriod
        case start, end, startTimeGiven, endTimeGiven, periodDoubtful, section
    }

    /// Reads an event saved by any version: `applyURL` and `periodDoubtful`, added later, may be
    /// missing (a favourite's snapshot from before them), and read as none and false.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        url = try container.decodeIfPresent(URL.self, forKey: .url)
        applyURL = try container.decodeIfPresent(URL.self, forKey: .applyURL)
        tags = try container.decode([String].self, forKey: .tags)
        mode = try container.decode(DevEventMode.self, forKey: .mode)
        place = try container.decodeIfPresent(String.self, forKey: .place)
        price = try container.decode(DevEventPrice.self, forKey: .price)
        kinds = try container.decode([String].self, forKey: .kinds)
        topics = try container.decode([String].self, forKey: .topics)
        hosts = try container.decode([String].self, forKey: .hosts)
        periodKind = try container.decode(DevEventPeriodKind.self, forKey: .periodKind)
        rawPeriod = try container.decode(String.self, forKey: .rawPeriod)
        start = try container.decodeIfPresent(Date.self, forKey: .start)
        end = try container.decodeIfPresent(Date.self, forKey: .end)
        startTimeGiven = try container.decode(Bool.self, forKey: .startTimeGiven)
        endTimeGiven = try container.decode(Bool.self, forKey: .endTimeGiven)
        periodDoubtful = try container.decodeIfPresent(Bool.self, forKey: .periodDoubtful) ?? false
        section = try container.decode(DevEventMonth.self, forKey: .section)
    }
}
