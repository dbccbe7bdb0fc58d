import Foundation

/// One developer event from the Dev-Event list (or a page of the same format).
///
/// Its fields (`Fields`, read as the event's own properties) are kept behind one reference: an
/// event is copied as it is filtered, sorted and listed, and a copy costs one retain instead of
/// one for each of its dozen texts and lists. It is a value all the same: setting a field makes
/// the event a fields box of its own. (Its extensions read the fields as `self.title`.)
@dynamicMemberLookup
public struct DevEvent: Sendable, Codable, Hashable, Identifiable {
    /// What an event holds.
    public struct Fields: Sendable, Hashable {
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
    }

    @usableFromInline
    final class Storage: Sendable {
        @usableFromInline let fields: Fields

        @usableFromInline
        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    /// Inlinable, with the accessors below, so that a field read (`event.title`) compiles to a
    /// plain load where it is read, not a generic key-path projection.
    @usableFromInline var storage: Storage

    /// The field `field`, as `event.title`; setting one leaves other copies of the event as they were.
    @inlinable
    public subscript<Value>(dynamicMember field: WritableKeyPath<Fields, Value>) -> Value {
        get { storage.fields[keyPath: field] }
        set {
            var fields = storage.fields
            fields[keyPath: field] = newValue
            storage = Storage(fields)
        }
    }

    /// Short stable id (see `Fields.id`).
    @inlinable
    public var id: String {
        get { storage.fields.id }
        set { self[dynamicMember: \.id] = newValue }
    }

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
        storage = Storage(
            Fields(
                id: id,
                title: title,
                url: url,
                applyURL: applyURL,
                tags: tags,
                mode: mode,
                place: place,
                price: price,
                kinds: kinds,
                topics: topics,
                hosts: hosts,
                periodKind: periodKind,
                rawPeriod: rawPeriod,
                start: schedule.start,
                end: schedule.end,
                startTimeGiven: schedule.startTimeGiven,
                endTimeGiven: schedule.endTimeGiven,
                periodDoubtful: schedule.doubtful,
                section: section
            )
        )
    }

    /// The period's instants and whether their times were given.
    public var schedule: DevEventSchedule {
        let fields = storage.fields
        return DevEventSchedule(
            start: fields.start,
            end: fields.end,
            startTimeGiven: fields.startTimeGiven,
            endTimeGiven: fields.endTimeGiven,
            doubtful: fields.periodDoubtful
        )
    }

    public static func == (lhs: DevEvent, rhs: DevEvent) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }

    public init(from decoder: any Decoder) throws {
        storage = Storage(try Fields(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try storage.fields.encode(to: encoder)
    }
}

extension DevEvent.Fields: Codable {
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
