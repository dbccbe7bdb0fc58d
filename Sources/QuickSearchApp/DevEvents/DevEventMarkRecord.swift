import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// The documented JSON form of one mark of `calendar` (`--jsonl` prints these): the day, what
/// falls on it, the event's legend number, id and title, and the time when known.
struct DevEventMarkRecord: FieldSelectable, Sendable {
    let mark: DevEventDayMark

    enum FieldKey: String, CodingKey, CaseIterable {
        case date, kind, number, id, title, time
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        try container.encode(mark.day.description, forKey: .date)
        try container.encode(mark.kind.rawValue, forKey: .kind)
        try container.encode(mark.number, forKey: .number)
        try container.encode(mark.event.id, forKey: .id)
        try container.encode(mark.event.title, forKey: .title)
        try container.encode(mark.time.map(JSONOutput.korea.timestamp), forKey: .time)
    }
}

/// The `--json` document of `calendar`: the span of days, today, the legend (each event once,
/// with its number and every field) and the marks.
struct DevEventCalendarDocument: Encodable, Sendable {
    let source: URL
    let origin: String
    let now: Date
    let agenda: DevEventAgenda
    let today: DevEventDay?
    let saved: [String: DevEventSavedEvent]

    private enum Key: String, CodingKey {
        case source, origin, now, from, through, today, legend, marks
    }

    private struct LegendEntry: Encodable {
        let number: Int
        let event: DevEventRecord
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(source.absoluteString, forKey: .source)
        try container.encode(origin, forKey: .origin)
        try container.encode(JSONOutput.korea.timestamp(now), forKey: .now)
        try container.encode(agenda.first.description, forKey: .from)
        try container.encode(agenda.last.description, forKey: .through)
        try container.encode(today?.description, forKey: .today)
        let legend = agenda.legend.enumerated().map { index, event in
            LegendEntry(number: index + 1, event: DevEventRecord(event: event, now: now, saved: saved[event.id]))
        }
        try container.encode(legend, forKey: .legend)
        try container.encode(agenda.allMarks.map(DevEventMarkRecord.init), forKey: .marks)
    }
}
