import Foundation

/// One event of `devevents` JSON output, with the documented snake_case keys.
struct DevEventsJSONEvent: Decodable, Equatable, Sendable {
    struct Favorite: Decodable, Equatable, Sendable {
        var addedAt: String
        var onPage: Bool

        enum CodingKeys: String, CodingKey {
            case addedAt = "added_at"
            case onPage = "on_page"
        }
    }

    var id: String
    var title: String
    var url: String?
    var applyURL: String?
    var status: String
    var section: String
    var periodKind: String
    var rawPeriod: String
    var start: String?
    var end: String?
    var startTimeGiven: Bool
    var endTimeGiven: Bool
    var periodDoubtful: Bool
    var tags: [String]
    var mode: String
    var place: String?
    var price: String
    var kinds: [String]
    var topics: [String]
    var hosts: [String]
    var favorite: Favorite?

    enum CodingKeys: String, CodingKey {
        case id, title, url, status, section, start, end, tags, mode, place, price, kinds, topics, hosts, favorite
        case periodKind = "period_kind"
        case rawPeriod = "raw_period"
        case startTimeGiven = "start_time_given"
        case endTimeGiven = "end_time_given"
        case applyURL = "apply_url"
        case periodDoubtful = "period_doubtful"
    }

    /// Every key an event object must carry (nullable ones included).
    static let keys: Set<String> = [
        "id", "title", "url", "apply_url", "status", "section", "period_kind", "raw_period", "start", "end",
        "start_time_given", "end_time_given", "period_doubtful", "tags", "mode", "place", "price", "kinds", "topics",
        "hosts", "favorite",
    ]
}

/// The `--json` document of `devevents list`.
struct DevEventsJSONList: Decodable, Sendable {
    var source: String
    var origin: String
    var now: String
    var count: Int
    var events: [DevEventsJSONEvent]
    /// Only with `--favorites`.
    var ended: [DevEventsJSONEvent]?

    var ids: [String] { events.map(\.id) }
}

/// The `--json` document of `devevents tags`.
struct DevEventsJSONTags: Decodable, Sendable {
    struct Tag: Decodable, Sendable {
        var tag: String
        var count: Int
    }

    var tags: [Tag]
}

enum DevEventsTimestamp {
    /// ISO 8601 with seconds and the Korea offset, e.g. `2026-08-22T14:00:00+09:00`.
    static func isKoreaTime(_ text: String) -> Bool {
        text.wholeMatch(of: /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00/) != nil
    }
}
