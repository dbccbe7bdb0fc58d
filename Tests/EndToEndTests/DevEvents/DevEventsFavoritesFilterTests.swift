import Foundation
import Testing

/// `--favorites` with the other filters: every filter, status included, applies to both the
/// current and the ended section, in `list` and in `export`.
@Suite("devevents favourites with filters")
struct DevEventsFavoritesFilterTests {
    static let upcomingAI = DevEventsSyntheticPage.Entry(
        title: "샘플 다가오는 AI 행사",
        url: "https://example.com/favf/upcoming",
        tags: ["온라인", "AI"],
        host: "샘플주최 하나",
        period: ("일시", "09. 05(토) 14:00 ~ 18:00")
    )
    static let ongoing = DevEventsSyntheticPage.Entry(
        title: "샘플 접수중 행사",
        url: "https://example.com/favf/ongoing",
        tags: ["오프라인(서울 강남구)", "세미나"],
        host: "샘플주최 둘",
        period: ("접수", "08. 10(월) ~ 09. 10(목)")
    )
    static let endedAI = DevEventsSyntheticPage.Entry(
        title: "샘플 지난 AI 행사",
        url: "https://example.com/favf/ended-ai",
        tags: ["온라인", "AI"],
        host: "샘플주최 셋",
        period: ("일시", "08. 01(토)")
    )
    static let endedOther = DevEventsSyntheticPage.Entry(
        title: "샘플 지난 모임",
        url: "https://example.com/favf/ended-other",
        tags: ["오프라인(부산)", "모임"],
        host: "샘플주최 넷",
        period: ("일시", "08. 02(일)")
    )

    /// A sandbox whose page holds the four entries, all saved; returns the ids by title.
    static func savedAll() async throws -> (DevEventsSandbox, String, [String: String]) {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.writeScratchPage(
            DevEventsSyntheticPage(sections: [
                .init(heading: "26년 08월", entries: [endedAI, endedOther]),
                .init(heading: "26년 09월", entries: [upcomingAI, ongoing]),
            ]).html
        )
        let ids = try await DevEventsFavoritesTests.ids(sandbox, source: source)
        try #require(ids.count == 4)
        let add = try await sandbox.devevents(["fav", "add"] + ids.values.sorted(), source: source)
        try #require(add.status == 0, add.summary)
        return (sandbox, source, ids)
    }

    static func list(
        _ sandbox: DevEventsSandbox,
        _ source: String,
        _ options: [String]
    ) async throws -> (current: [String], ended: [String]) {
        let run = try await sandbox.devevents(["list", "--favorites", "--json"] + options, source: source)
        try #require(run.status == 0, run.summary)
        let document = try run.decode(DevEventsJSONList.self)
        return (document.ids, (document.ended ?? []).map(\.id))
    }

    @Test("without a status option: every saved event, current then ended")
    func everyStatusByDefault() async throws {
        let (sandbox, source, ids) = try await Self.savedAll()
        let result = try await Self.list(sandbox, source, [])
        #expect(Set(result.current) == [ids[Self.upcomingAI.title], ids[Self.ongoing.title]])
        #expect(Set(result.ended) == [ids[Self.endedAI.title], ids[Self.endedOther.title]])
    }

    @Test("--ended lists only ended favourites; --upcoming and --ongoing only theirs, with no ended section")
    func statusApplies() async throws {
        let (sandbox, source, ids) = try await Self.savedAll()
        let ended = try await Self.list(sandbox, source, ["--ended"])
        #expect(ended.current.isEmpty)
        #expect(Set(ended.ended) == [ids[Self.endedAI.title], ids[Self.endedOther.title]])
        let upcoming = try await Self.list(sandbox, source, ["--upcoming"])
        #expect(upcoming.current == [ids[Self.upcomingAI.title]].compactMap { $0 })
        #expect(upcoming.ended.isEmpty)
        let ongoing = try await Self.list(sandbox, source, ["--ongoing"])
        #expect(ongoing.current == [ids[Self.ongoing.title]].compactMap { $0 })
        #expect(ongoing.ended.isEmpty)
    }

    @Test("--tag AI applies to the ended section too")
    func tagApplies() async throws {
        let (sandbox, source, ids) = try await Self.savedAll()
        let result = try await Self.list(sandbox, source, ["--tag", "AI"])
        #expect(result.current == [ids[Self.upcomingAI.title]].compactMap { $0 })
        #expect(result.ended == [ids[Self.endedAI.title]].compactMap { $0 })
        let offline = try await Self.list(sandbox, source, ["--offline", "--ended"])
        #expect(offline.current.isEmpty)
        #expect(offline.ended == [ids[Self.endedOther.title]].compactMap { $0 })
    }

    @Test("export --favorites selects exactly what list --favorites lists")
    func exportMatchesList() async throws {
        let (sandbox, source, ids) = try await Self.savedAll()
        for options in [["--ended"], ["--tag", "AI"], ["--upcoming"], []] {
            let listed = try await Self.list(sandbox, source, options)
            let export = try await sandbox.devevents(["export", "--ics", "--favorites"] + options, source: source)
            try #require(export.status == 0, export.summary)
            let uids = DevEventsICalendar(export.stdout).events.compactMap { $0.first("UID")?.value }
            #expect(
                Set(uids.map { String($0.prefix { $0 != "@" }) }) == Set(listed.current + listed.ended),
                "\(options)"
            )
        }
        let ended = try await sandbox.devevents(["export", "--ics", "--favorites", "--ended"], source: source)
        #expect(!ended.stdout.contains(try #require(ids[Self.ongoing.title])), ended.summary)
    }

    @Test("piped favourites: only the rows that match, no header, a favorite field of true")
    func pipedRows() async throws {
        let (sandbox, source, ids) = try await Self.savedAll()
        let run = try await sandbox.devevents(["list", "-f", "--ended", "--tag", "AI"], source: source)
        #expect(run.status == 0, run.summary)
        #expect(run.outputLines.count == 1, run.summary)
        let fields = try #require(run.outputLines.first).components(separatedBy: "\t")
        #expect(fields.first == ids[Self.endedAI.title])
        #expect(fields.last == "true")
    }
}
