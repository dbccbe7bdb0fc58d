import Foundation
import Testing

/// `devevents list` filters, checked against the same selection computed here from
/// `list --all --json` (the synthetic page of 2026-08-22 at a fixed now).
@Suite("devevents list filters")
struct DevEventsListFilterTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let expectedCount: Int?
        let keep: @Sendable (DevEventsJSONEvent) -> Bool
        var testDescription: String { arguments.isEmpty ? "(default)" : arguments.joined(separator: " ") }
    }

    static let current: Set<String> = ["upcoming", "ongoing", "unknown"]

    static func folded(_ text: String) -> String {
        text.lowercased()
    }

    static func hasTag(_ event: DevEventsJSONEvent, _ tag: String) -> Bool {
        event.tags.contains { folded($0) == folded(tag) || folded($0).hasPrefix(folded(tag) + "(") }
    }

    static let cases: [Case] = [
        Case(arguments: [], expectedCount: 78) { current.contains($0.status) },
        Case(arguments: ["--all"], expectedCount: 80) { _ in true },
        Case(arguments: ["--ended"], expectedCount: 2) { $0.status == "ended" },
        Case(arguments: ["--upcoming"], expectedCount: 7) { $0.status == "upcoming" },
        Case(arguments: ["--ongoing"], expectedCount: 71) { $0.status == "ongoing" },
        Case(arguments: ["--tag", "AI"], expectedCount: nil) { current.contains($0.status) && hasTag($0, "AI") },
        Case(arguments: ["--tag", "ai", "-t", "오프라인", "--all"], expectedCount: nil) {
            hasTag($0, "AI") && hasTag($0, "오프라인")
        },
        Case(arguments: ["--online"], expectedCount: nil) {
            current.contains($0.status) && ["online", "hybrid"].contains($0.mode)
        },
        Case(arguments: ["--offline"], expectedCount: nil) {
            current.contains($0.status) && ["offline", "hybrid"].contains($0.mode)
        },
        Case(arguments: ["--free", "--all"], expectedCount: nil) { $0.price == "free" },
        Case(arguments: ["--host", "샘플주최4", "--all"], expectedCount: nil) { event in
            event.hosts.contains { $0.contains("샘플주최4") }
        },
        Case(arguments: ["--month", "2026-08", "--all"], expectedCount: nil) { event in
            guard let from = event.start ?? event.end, let until = event.end ?? event.start else {
                return event.section == "2026-08"
            }
            return from < "2026-09-01T00:00:00+09:00" && until >= "2026-08-01T00:00:00+09:00"
        },
        Case(arguments: ["--search", "ＮＥＴＷＯＲＫＩＮＧ", "--all"], expectedCount: 5) { event in
            ([event.title] + event.hosts + event.tags).contains { folded($0).contains("networking") }
        },
        Case(arguments: ["--within", "30d"], expectedCount: nil) { event in
            guard current.contains(event.status) else { return false }
            return [event.start, event.end].contains { instant in
                guard let instant else { return false }
                return instant >= DevEventsSandbox.now && instant <= "2026-09-21T12:00:00+09:00"
            }
        },
    ]

    @Test("each filter keeps exactly the matching events", arguments: cases)
    func filterMatchesOracle(_ filterCase: Case) async throws {
        let sandbox = try DevEventsSandbox()
        let source = DevEventsSandbox.fixtureURL(DevEventsSandbox.mainFixture)
        let all = try await sandbox.devevents(["list", "--all", "--json"], source: source)
        try #require(all.status == 0, all.summary)
        let everything = try all.decode(DevEventsJSONList.self).events

        let run = try await sandbox.devevents(["list", "--json"] + filterCase.arguments, source: source)
        try #require(run.status == 0, run.summary)
        let listed = try run.decode(DevEventsJSONList.self)

        let expected = everything.filter(filterCase.keep).map(\.id)
        #expect(Set(listed.ids) == Set(expected))
        #expect(listed.ids.count == expected.count)
        #expect(listed.count == listed.events.count)
        #expect(!listed.events.isEmpty)
        if let count = filterCase.expectedCount {
            #expect(listed.count == count)
        }
    }

    @Test("date order: soonest first, undated entries last and listed with their raw text")
    func dateOrderKeepsUndatedEntries() async throws {
        let sandbox = try DevEventsSandbox()
        let source = DevEventsSandbox.fixtureURL("synthetic-date-anomalies.html")
        let run = try await sandbox.devevents(["list", "--json"], source: source, now: "2025-09-10T12:00:00+09:00")
        try #require(run.status == 0, run.summary)
        let events = try run.decode(DevEventsJSONList.self).events

        let undated = events.filter { $0.start == nil && $0.end == nil }
        #expect(Set(undated.map(\.rawPeriod)) == ["TBA", "과정별 상이", "04월 중 공개"])
        #expect(undated.allSatisfy { $0.status == "unknown" })
        #expect(events.suffix(undated.count).allSatisfy { $0.start == nil && $0.end == nil })
        let keys = events.compactMap { $0.start ?? $0.end }
        #expect(keys == keys.sorted())
        #expect(Set(events.map(\.status)).isSubset(of: Self.current))
    }

    @Test("--sort title orders every event by title")
    func sortByTitle() async throws {
        let sandbox = try DevEventsSandbox()
        let source = DevEventsSandbox.fixtureURL(DevEventsSandbox.mainFixture)
        let run = try await sandbox.devevents(["list", "--all", "--sort", "title", "--json"], source: source)
        try #require(run.status == 0, run.summary)
        let titles = try run.decode(DevEventsJSONList.self).events.map { Self.folded($0.title) }
        #expect(titles.count == 80)
        #expect(titles == titles.sorted())
    }

    @Test("--tag that matches nothing gives an empty list, not an error")
    func emptySelection() async throws {
        let sandbox = try DevEventsSandbox()
        let source = DevEventsSandbox.fixtureURL(DevEventsSandbox.mainFixture)
        let run = try await sandbox.devevents(["list", "--tag", "없는태그", "--json"], source: source)
        #expect(run.status == 0, run.summary)
        let listed = try run.decode(DevEventsJSONList.self)
        #expect(listed.count == 0)
        #expect(listed.events.isEmpty)
    }
}
