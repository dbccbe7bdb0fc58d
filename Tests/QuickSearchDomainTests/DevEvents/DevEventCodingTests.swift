import Foundation
import Testing

@testable import QuickSearchDomain

@Suite("Dev-Event events as saved with a favourite")
struct DevEventCodingTests {
    static func event() throws -> DevEvent {
        DevEvent(
            id: "k3m9x2qa",
            title: "샘플 행사",
            url: URL(string: "https://example.com/e"),
            tags: ["온라인"],
            mode: .online,
            place: nil,
            price: .free,
            kinds: [],
            topics: [],
            hosts: ["샘플주최"],
            periodKind: .registration,
            rawPeriod: "05. 14(수) ~ 04. 23(수)",
            schedule: DevEventDateParser.parse(
                "05. 14(수) ~ 04. 23(수)",
                in: try #require(DevEventMonth(year: 2025, month: 5))
            ),
            section: try #require(DevEventMonth(year: 2025, month: 5)),
            applyURL: URL(string: "https://example.com/e/apply")
        )
    }

    @Test("An event round-trips, its application link and doubtful flag included")
    func roundTrip() throws {
        let event = try Self.event()
        #expect(event.periodDoubtful)
        #expect(try JSONDecoder().decode(DevEvent.self, from: JSONEncoder().encode(event)) == event)
    }

    @Test("A snapshot saved before the application link and the doubtful flag existed still reads")
    func olderSnapshot() throws {
        let saved = try JSONEncoder().encode(try Self.event())
        var object = try #require(try JSONSerialization.jsonObject(with: saved) as? [String: Any])
        object["applyURL"] = nil
        object["periodDoubtful"] = nil
        let older = try JSONDecoder().decode(DevEvent.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(older.applyURL == nil)
        #expect(!older.periodDoubtful)
        #expect(older.title == "샘플 행사")
        #expect(older.start == (try Self.event()).start)
    }
}
