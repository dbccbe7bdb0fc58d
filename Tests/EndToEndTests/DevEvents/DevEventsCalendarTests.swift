import Foundation
import Testing

/// `devevents calendar` on a pipe and as JSON: the marks of a month (one whose first day is a
/// Sunday), and a month with nothing in it.
@Suite("devevents calendar")
struct DevEventsCalendarTests {
    /// March 2026 begins on a Sunday: a registration closing that day, a two-day event at the
    /// month's end, and an undated entry.
    static let marchPage = DevEventsSyntheticPage(sections: [
        .init(
            heading: "26년 03월",
            entries: [
                .init(
                    title: "샘플 3월 접수",
                    url: "https://example.com/calendar/1",
                    period: ("접수", "02. 20(금) ~ 03. 01(일) 18:00")
                ),
                .init(
                    title: "샘플 3월 행사",
                    url: "https://example.com/calendar/2",
                    period: ("일시", "03. 30(월) ~ 03. 31(화)")
                ),
                .init(title: "샘플 미정 행사", url: "https://example.com/calendar/3", period: ("일시", "TBA")),
            ]
        )
    ]).html

    @Test("a month whose first day is a Sunday: its marks on a pipe and in JSON, today and the legend")
    func sundayMonth() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(html: Self.marchPage)
        let environment = ["DEVEVENTS_SOURCE": source, "DEVEVENTS_NOW": "2026-03-01T09:00:00+09:00"]
        let piped = try await sandbox.devevents(["calendar", "--month", "2026-03"], environment: environment)
        #expect(piped.status == 0, piped.summary)
        let rows = piped.outputLines.map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
        #expect(
            rows.map { $0.prefix(3) } == [
                ["2026-03-01", "deadline", "1"], ["2026-03-30", "event_day", "2"], ["2026-03-31", "event_day", "2"],
            ]
        )
        #expect(rows.first?[4] == "2026-03-01T18:00:00+09:00")
        #expect(rows.last?[4] == "", "a whole day has no time")
        #expect(piped.stderr.contains("1 selected event has no readable date"), piped.summary)

        let json = try await sandbox.devevents(["calendar", "--month", "2026-03", "--json"], environment: environment)
        let document = try json.object()
        #expect(document["from"] as? String == "2026-03-01")
        #expect(document["through"] as? String == "2026-03-31")
        #expect(document["today"] as? String == "2026-03-01")
        let legend = try #require(document["legend"] as? [[String: Any]])
        #expect(legend.compactMap { $0["number"] as? Int } == [1, 2])
        #expect(legend.compactMap { ($0["event"] as? [String: Any])?["title"] as? String } == ["샘플 3월 접수", "샘플 3월 행사"])
        #expect((document["marks"] as? [[String: Any]])?.count == 3)
    }

    @Test("a month with no events: nothing on the pipe, a note saying so, exit 0; JSON with no marks")
    func emptyMonth() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let environment = ["DEVEVENTS_SOURCE": source, "DEVEVENTS_NOW": DevEventsSandbox.now]
        let piped = try await sandbox.devevents(["calendar", "--month", "2026-12"], environment: environment)
        #expect(piped.status == 0, piped.summary)
        #expect(piped.stdout.isEmpty)
        #expect(piped.errorLines.first == "no events take place or close in 2026-12", piped.summary)
        let json = try await sandbox.devevents(["calendar", "--month", "2026-12", "--json"], environment: environment)
        #expect(json.status == 0, json.summary)
        let document = try json.object()
        #expect((document["marks"] as? [Any])?.isEmpty == true)
        #expect((document["legend"] as? [Any])?.isEmpty == true)
    }
}
