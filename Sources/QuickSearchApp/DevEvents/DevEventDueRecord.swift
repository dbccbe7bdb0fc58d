import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// The documented JSON form of one due moment (`due --json`, `--jsonl`, and what `--exec`
/// gets on standard input): snake_case keys, every key always present, the whole event under
/// `event`.
struct DevEventDueRecord: FieldSelectable, Sendable {
    let due: DevEventDue
    let now: Date
    /// The threshold it was announced at, in seconds; nil when the run only lists.
    var threshold: Int?
    /// Set for favourites: when saved, and whether the event is still on the page.
    var saved: DevEventSavedEvent?
    /// With `--weather`: the event's conditions, written in `event` (see `DevEventRecord`).
    var conditions: DevEventConditions?? = nil

    enum FieldKey: String, CodingKey, CaseIterable {
        case id, title, url, kind, at
        case hasTime = "has_time"
        case dday, threshold, event
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        try container.encode(due.event.id, forKey: .id)
        try container.encode(due.event.title, forKey: .title)
        try container.encode(due.event.url?.absoluteString, forKey: .url)
        try container.encode(due.kind.rawValue, forKey: .kind)
        try container.encode(JSONOutput.korea.timestamp(due.moment), forKey: .at)
        try container.encode(due.hasTime, forKey: .hasTime)
        try container.encode(due.dday(at: now), forKey: .dday)
        try container.encode(threshold.map(DevEventAnnouncementPlan.label), forKey: .threshold)
        try container.encode(
            DevEventRecord(event: due.event, now: now, saved: saved, conditions: conditions),
            forKey: .event
        )
    }
}

/// The `--json` document of `devevents due`.
struct DevEventDueDocument: Encodable, Sendable {
    let source: URL
    let origin: String
    let now: Date
    /// The window looked at, in seconds.
    let within: Int
    let selection: DevEventDueSelection
    /// Whether the run announced (`--exec`, `--notify`, `--at`) rather than listed.
    let announcing: Bool
    let due: [DevEventDueRecord]
    /// Due moments left out because they were announced at their threshold before.
    let alreadyAnnounced: Int

    private enum Key: String, CodingKey {
        case source, origin, now, within, selection, announcing, count, due
        case alreadyAnnounced = "already_announced"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(source.absoluteString, forKey: .source)
        try container.encode(origin, forKey: .origin)
        try container.encode(JSONOutput.korea.timestamp(now), forKey: .now)
        try container.encode(DevEventAnnouncementPlan.label(within), forKey: .within)
        try container.encode(selection.rawValue, forKey: .selection)
        try container.encode(announcing, forKey: .announcing)
        try container.encode(due.count, forKey: .count)
        try container.encode(due, forKey: .due)
        try container.encode(alreadyAnnounced, forKey: .alreadyAnnounced)
    }
}

/// Whose events `due` looks at.
enum DevEventDueSelection: String, Sendable {
    /// The saved ones (`--favorites`, and the default when there are any).
    case favorites
    /// Every event on the page (`--all`, and the default when nothing is saved).
    case all
}
