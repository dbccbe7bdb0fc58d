import Foundation

@testable import QuickSearchDomain

/// Builds events for the `devevents` presentation tests: instants in Korea time, invented
/// titles and example.com links.
enum DevEventsCLIFixtures {
    /// An instant in Asia/Seoul.
    static func seoul(
        _ year: Int,
        _ month: Int,
        _ day: Int,
        _ hour: Int = 0,
        _ minute: Int = 0,
        _ second: Int = 0
    ) -> Date {
        DevEventCalendar.date(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
            ?? .distantPast
    }

    /// The end of a day given without a time (23:59:59).
    static func endOfDay(_ year: Int, _ month: Int, _ day: Int) -> Date {
        seoul(year, month, day, 23, 59, 59)
    }

    static func event(
        title: String = "샘플 행사",
        url: String? = "https://example.com/cli/1",
        tags: [String] = [],
        place: String? = nil,
        hosts: [String] = [],
        kind: DevEventPeriodKind = .eventDate,
        raw: String = "",
        start: Date?,
        end: Date?,
        startTime: Bool = false,
        endTime: Bool = false
    ) -> DevEvent {
        DevEvent(
            id: "cli00001",
            title: title,
            url: url.flatMap(URL.init(string:)),
            tags: tags,
            mode: place == nil ? .online : .offline,
            place: place,
            price: .free,
            kinds: [],
            topics: [],
            hosts: hosts,
            periodKind: kind,
            rawPeriod: raw,
            schedule: DevEventSchedule(start: start, end: end, startTimeGiven: startTime, endTimeGiven: endTime),
            section: DevEventMonth(year: 2026, month: 8)!
        )
    }
}
