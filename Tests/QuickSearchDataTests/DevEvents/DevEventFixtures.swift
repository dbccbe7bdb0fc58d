import Foundation
import QuickSearchData
import QuickSearchDomain

/// Loads the synthetic Dev-Event pages under `Fixtures/dev-event/` and parses them.
enum DevEventFixtures {
    /// `Fixtures/dev-event/` of this package, found from this file's path.
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/dev-event", isDirectory: true)

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    static func page(_ name: String) throws -> DevEventPage {
        LibXMLDevEventPageParser().parse(try data(name))
    }

    static func page(html: String) -> DevEventPage {
        LibXMLDevEventPageParser().parse(Data(html.utf8))
    }

    /// The first event with this title.
    static func event(_ title: String, in page: DevEventPage) -> DevEvent? {
        page.events.first { $0.title == title }
    }

    /// `2026-08-22 14:00` in Seoul.
    static func seoul(
        _ year: Int,
        _ month: Int,
        _ day: Int,
        _ hour: Int = 0,
        _ minute: Int = 0,
        _ second: Int = 0
    ) -> Date? {
        DevEventCalendar.date(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    }
}
