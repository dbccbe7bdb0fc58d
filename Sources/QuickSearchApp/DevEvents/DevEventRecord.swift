import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// The documented JSON form of one event: snake_case keys, every key always present (but
/// `conditions`, present with `--weather` only).
struct DevEventRecord: FieldSelectable, Sendable {
    let event: DevEvent
    let now: Date
    /// Set for favourites: when saved, and whether the event is still on the page.
    var saved: DevEventSavedEvent?
    /// With `--weather`: the event's conditions (`.some(nil)`, written as null, for an online
    /// event); nil without the option, when the key is left out.
    var conditions: DevEventConditions?? = nil

    enum FieldKey: String, CodingKey, CaseIterable {
        case id, title, url
        case applyURL = "apply_url"
        case status, section
        case periodKind = "period_kind"
        case rawPeriod = "raw_period"
        case start, end
        case startTimeGiven = "start_time_given"
        case endTimeGiven = "end_time_given"
        case periodDoubtful = "period_doubtful"
        case tags, mode, place, price, kinds, topics, hosts, favorite, conditions
    }

    private enum FavoriteKey: String, CodingKey {
        case addedAt = "added_at"
        case onPage = "on_page"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        try container.encode(event.id, forKey: .id)
        try container.encode(event.title, forKey: .title)
        try container.encode(event.url?.absoluteString, forKey: .url)
        try container.encode(event.applyURL?.absoluteString, forKey: .applyURL)
        try container.encode(event.status(at: now).rawValue, forKey: .status)
        try container.encode(event.section.description, forKey: .section)
        try container.encode(event.periodKind.rawValue, forKey: .periodKind)
        try container.encode(event.rawPeriod, forKey: .rawPeriod)
        try container.encode(event.start.map(JSONOutput.korea.timestamp), forKey: .start)
        try container.encode(event.end.map(JSONOutput.korea.timestamp), forKey: .end)
        try container.encode(event.startTimeGiven, forKey: .startTimeGiven)
        try container.encode(event.endTimeGiven, forKey: .endTimeGiven)
        try container.encode(event.periodDoubtful, forKey: .periodDoubtful)
        try container.encode(event.tags, forKey: .tags)
        try container.encode(event.mode.rawValue, forKey: .mode)
        try container.encode(event.place, forKey: .place)
        try container.encode(event.price.rawValue, forKey: .price)
        try container.encode(event.kinds, forKey: .kinds)
        try container.encode(event.topics, forKey: .topics)
        try container.encode(event.hosts, forKey: .hosts)
        if let saved {
            var nested = container.nestedContainer(keyedBy: FavoriteKey.self, forKey: .favorite)
            try nested.encode(JSONOutput.korea.timestamp(saved.addedAt), forKey: .addedAt)
            try nested.encode(saved.onPage, forKey: .onPage)
        } else {
            try container.encodeNil(forKey: .favorite)
        }
        if let conditions {
            try container.encode(conditions.map(DevEventConditionsRecord.init), forKey: .conditions)
        }
    }
}

/// The `--json` document of `devevents list`.
struct DevEventListDocument: Encodable, Sendable {
    let source: URL
    let origin: String
    let now: Date
    let events: [DevEventRecord]
    /// Favourites listing only: saved events that ended or left the page.
    let ended: [DevEventRecord]?

    private enum Key: String, CodingKey {
        case source, origin, now, count, events, ended
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(source.absoluteString, forKey: .source)
        try container.encode(origin, forKey: .origin)
        try container.encode(JSONOutput.korea.timestamp(now), forKey: .now)
        try container.encode(events.count, forKey: .count)
        try container.encode(events, forKey: .events)
        if let ended {
            try container.encode(ended, forKey: .ended)
        }
    }
}

extension FetchOrigin {
    /// The `origin` value of JSON output.
    var label: String {
        switch self {
        case .network: return "network"
        case .cache: return "cache"
        case .revalidated: return "revalidated"
        case .staleCache: return "stale"
        }
    }
}

extension DevEventLoad {
    /// The `origin` value of JSON output: `file` for a `file://` page, else how it was fetched.
    var originLabel: String {
        source.isFileURL ? "file" : origin.label
    }
}
