import Foundation
import Testing
@testable import QuickSearchDomain

@Suite("Periods written inconsistently")
struct DevEventDateParserInvertedTests {
    @Test("An end before the start is no reading at all: no dates, raw text kept by the caller", arguments: [
        "07. 19(목) ~ 9(금) 23:30",
        "08. 20(목) 18:00 ~ 08. 10(월)",
    ])
    func inverted(text: String) throws {
        let section = try #require(DevEventMonth(year: 2026, month: 8))
        let schedule = DevEventDateParser.parse(text, in: section)
        #expect(schedule == .unknown)
    }
}
