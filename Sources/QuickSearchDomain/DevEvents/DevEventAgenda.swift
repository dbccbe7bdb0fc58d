import Foundation

/// What falls on one day of a calendar view.
public enum DevEventDayMarkKind: String, Sendable, Codable, Hashable, CaseIterable {
    /// A day an event (an `일시` period) takes place.
    case eventDay = "event_day"
    /// The day a registration, application or recruitment window closes.
    case deadline
}

/// One mark on one day: an event's day, or its deadline, with the event's legend number.
public struct DevEventDayMark: Sendable, Hashable {
    public var day: DevEventDay
    public var kind: DevEventDayMarkKind
    public var event: DevEvent
    /// The time it happens that day, when known: the closing moment of a deadline, the start
    /// of an event on its first day when the page gives it; nil for a whole day.
    public var time: Date?
    /// The event's number in the legend, from 1.
    public var number: Int
}

/// The marks of a span of days (a month, a week): on which days events take place and
/// registrations close, and the legend numbering each event once.
///
/// Rules: an event date marks every day from its start to its end (its start alone for an
/// open range) within the span; a registration, application or recruitment window marks only
/// the day it closes (23:59 when no time is given); a window without an end and an undated
/// event mark nothing. Numbers follow the first mark of each event, day by day, then by time.
public struct DevEventAgenda: Sendable, Hashable {
    /// The first and last day of the span.
    public let first: DevEventDay
    public let last: DevEventDay
    /// The marks, by day, then time (whole days first), then legend number.
    public let marks: [DevEventDay: [DevEventDayMark]]
    /// The events marked, in legend order (the number of `legend[i]` is `i + 1`).
    public let legend: [DevEvent]
    /// How many of the events given have no readable date, so none could be placed.
    public let undated: Int

    /// The agenda of `events` from `first` to `last` (inclusive). O(n × d) for n events and
    /// a span of d days, plus the sort of the marks.
    public init(events: [DevEvent], from first: DevEventDay, through last: DevEventDay) {
        self.first = first
        self.last = last
        var placed: [(day: DevEventDay, kind: DevEventDayMarkKind, event: DevEvent, time: Date?)] = []
        var undated = 0
        for event in events {
            if event.start == nil && event.end == nil { undated += 1 }
            if let closing = event.closingMoment, let day = DevEventDay(closing), day >= first, day <= last {
                placed.append((day, .deadline, event, closing))
            } else if event.periodKind == .eventDate, let start = event.start, let from = DevEventDay(start) {
                let until = event.end.flatMap(DevEventDay.init) ?? from
                let begin = max(from, first)
                let end = min(until, last)
                guard begin <= end else { continue }
                for offset in 0...begin.days(to: end) {
                    let day = begin.adding(days: offset)
                    placed.append((day, .eventDay, event, day == from && event.startTimeGiven ? start : nil))
                }
            }
        }
        let titles = placed.map { DevEventTextNormalizer.fold($0.event.title) }
        let order = placed.indices.sorted { lhs, rhs in
            let left = placed[lhs]
            let right = placed[rhs]
            if left.day != right.day { return left.day < right.day }
            if left.time != right.time {
                guard let leftTime = left.time else { return true }
                guard let rightTime = right.time else { return false }
                return leftTime < rightTime
            }
            if titles[lhs] != titles[rhs] { return titles[lhs] < titles[rhs] }
            return left.event.id < right.event.id
        }
        var numbers: [String: Int] = [:]
        var legend: [DevEvent] = []
        var marks: [DevEventDay: [DevEventDayMark]] = [:]
        for index in order {
            let item = placed[index]
            let number: Int
            if let known = numbers[item.event.id] {
                number = known
            } else {
                legend.append(item.event)
                number = legend.count
                numbers[item.event.id] = number
            }
            marks[item.day, default: []].append(
                DevEventDayMark(day: item.day, kind: item.kind, event: item.event, time: item.time, number: number)
            )
        }
        self.marks = marks
        self.legend = legend
        self.undated = undated
    }

    /// Every mark, day by day.
    public var allMarks: [DevEventDayMark] {
        marks.keys.sorted().flatMap { marks[$0] ?? [] }
    }

    /// Whether nothing falls within the span.
    public var isEmpty: Bool { legend.isEmpty }
}
