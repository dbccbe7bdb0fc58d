import Foundation
import TestSupport
import Testing

/// `devevents fav add|remove` and `list --favorites`: saved in SQLite with a snapshot that
/// outlives the event's entry on the page.
@Suite("devevents favourites")
struct DevEventsFavoritesTests {
    static let keeper = DevEventsSyntheticPage.Entry(
        title: "샘플 계속 행사",
        url: "https://example.com/fav/keeper",
        tags: ["온라인", "무료"],
        host: "샘플주최 하나",
        period: ("일시", "09. 05(토) 14:00 ~ 18:00")
    )
    static let leaver = DevEventsSyntheticPage.Entry(
        title: "샘플 사라질 행사",
        url: "https://example.com/fav/leaver",
        tags: ["오프라인(서울)", "유료", "세미나"],
        host: "샘플주최 둘",
        period: ("접수", "08. 10(월) ~ 09. 10(목)")
    )
    static let newcomer = DevEventsSyntheticPage.Entry(
        title: "샘플 새 행사",
        url: "https://example.com/fav/newcomer",
        tags: ["온라인"],
        host: "샘플주최 셋",
        period: ("일시", "09. 20(일)")
    )

    static func page(_ entries: [DevEventsSyntheticPage.Entry]) -> String {
        DevEventsSyntheticPage(sections: [.init(heading: "26년 09월", entries: entries)]).html
    }

    /// The page's events by title.
    static func ids(_ sandbox: DevEventsSandbox, source: String) async throws -> [String: String] {
        let run = try await sandbox.devevents(["list", "--all", "--json"], source: source)
        try #require(run.status == 0, run.summary)
        let events = try run.decode(DevEventsJSONList.self).events
        return Dictionary(events.map { ($0.title, $0.id) }, uniquingKeysWith: { first, _ in first })
    }

    static func favorites(
        _ sandbox: DevEventsSandbox,
        source: String,
        now: String = DevEventsSandbox.now,
        refresh: Bool = false
    )
        async throws -> DevEventsJSONList
    {
        let run = try await sandbox.devevents(
            ["list", "--favorites", "--json"] + (refresh ? ["--refresh"] : []),
            source: source,
            now: now
        )
        try #require(run.status == 0, run.summary)
        return try run.decode(DevEventsJSONList.self)
    }

    @Test("fav add ID: listed by list --favorites and fav list; adding twice keeps one row")
    func addTwice() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(html: Self.page([Self.keeper, Self.leaver]))
        let id = try #require(try await Self.ids(sandbox, source: source)[Self.keeper.title])

        let first = try await sandbox.devevents(["fav", "add", id], source: source)
        #expect(first.status == 0, first.summary)
        let second = try await sandbox.devevents(["fav", "add", id], source: source)
        #expect(second.status == 0, second.summary)
        #expect(second.stderr.contains("already saved"), second.summary)

        let saved = try await Self.favorites(sandbox, source: source)
        #expect(saved.ids == [id])
        #expect(saved.ended == [])
        let favorite = try #require(saved.events.first?.favorite)
        #expect(favorite.onPage)
        #expect(DevEventsTimestamp.isKoreaTime(favorite.addedAt))

        let favList = try await sandbox.devevents(["fav", "list", "--json"], source: source)
        #expect(try favList.decode(DevEventsJSONList.self).ids == [id])

        let plain = try await sandbox.devevents(["list", "--favorites"], source: source)
        #expect(plain.status == 0, plain.summary)
        #expect(plain.outputLines.count == 1)
        #expect(plain.outputLines.first?.hasPrefix(id + "\t") == true, plain.summary)
    }

    @Test("fav add URL saves the event with that link")
    func addByLink() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(html: Self.page([Self.keeper, Self.leaver]))
        let id = try #require(try await Self.ids(sandbox, source: source)[Self.leaver.title])
        let run = try await sandbox.devevents(["fav", "add", "https://example.com/fav/leaver/"], source: source)
        #expect(run.status == 0, run.summary)
        #expect(try await Self.favorites(sandbox, source: source).ids == [id])
    }

    @Test("fav add of an id not on the page: exit 1, nothing saved")
    func addUnknown() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(html: Self.page([Self.keeper]))
        let run = try await sandbox.devevents(["fav", "add", "zzzzzzzz"], source: source)
        #expect(run.status == 1, run.summary)
        #expect(run.errorLines.count == 1, run.summary)
        #expect(try await Self.favorites(sandbox, source: source).ids.isEmpty)
    }

    @Test("fav remove: forgets a saved event; an unknown one is exit 1 with one line")
    func remove() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(html: Self.page([Self.keeper, Self.leaver]))
        let id = try #require(try await Self.ids(sandbox, source: source)[Self.keeper.title])
        let add = try await sandbox.devevents(["fav", "add", id], source: source)
        try #require(add.status == 0, add.summary)

        let unknown = try await sandbox.devevents(["fav", "remove", "zzzzzzzz"], source: source)
        #expect(unknown.status == 1, unknown.summary)
        #expect(unknown.errorLines.count == 1, unknown.summary)
        #expect(unknown.stderr.contains("zzzzzzzz"))
        #expect(try await Self.favorites(sandbox, source: source).ids == [id])

        let removed = try await sandbox.devevents(["fav", "remove", id], source: source)
        #expect(removed.status == 0, removed.summary)
        #expect(try await Self.favorites(sandbox, source: source).ids.isEmpty)

        let again = try await sandbox.devevents(["fav", "remove", id], source: source)
        #expect(again.status == 1, again.summary)
    }

    @Test("a favourite whose event left the page is listed as ended with its snapshot")
    func favoriteLeavesThePage() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(html: Self.page([Self.keeper, Self.leaver]))
        let ids = try await Self.ids(sandbox, source: source)
        let keeperID = try #require(ids[Self.keeper.title])
        let leaverID = try #require(ids[Self.leaver.title])
        for id in [keeperID, leaverID] {
            let add = try await sandbox.devevents(["fav", "add", id], source: source)
            try #require(add.status == 0, add.summary)
        }
        let before = try await Self.favorites(sandbox, source: source)
        let snapshot = try #require(before.events.first { $0.id == leaverID })

        try sandbox.serve(html: Self.page([Self.keeper, Self.newcomer]))
        let after = try await Self.favorites(sandbox, source: source, refresh: true)
        #expect(after.ids == [keeperID])
        let ended = try #require(after.ended)
        #expect(ended.map(\.id) == [leaverID])
        let gone = try #require(ended.first)
        #expect(gone.favorite?.onPage == false)
        #expect(gone.title == snapshot.title)
        #expect(gone.url == snapshot.url)
        #expect(gone.rawPeriod == snapshot.rawPeriod)
        #expect(gone.start == snapshot.start && gone.end == snapshot.end)
        #expect(gone.tags == snapshot.tags && gone.hosts == snapshot.hosts)
        #expect(gone.favorite?.addedAt == snapshot.favorite?.addedAt)

        let show = try await sandbox.devevents(["show", leaverID], source: source)
        #expect(show.status == 0, show.summary)
        #expect(show.stdout.contains(Self.leaver.title))
        #expect(show.stdout.contains("no longer on the page"), show.summary)

        let plain = try await sandbox.devevents(["list", "--favorites"], source: source)
        #expect(plain.outputLines.map { $0.components(separatedBy: "\t").first } == [keeperID, leaverID])

        let remove = try await sandbox.devevents(["fav", "remove", leaverID], source: source)
        #expect(remove.status == 0, remove.summary)
        #expect(try await Self.favorites(sandbox, source: source).ended == [])
    }

    @Test("a favourite whose period has passed moves to the ended part")
    func favoriteEnds() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(html: Self.page([Self.keeper, Self.leaver]))
        let ids = try await Self.ids(sandbox, source: source)
        let keeperID = try #require(ids[Self.keeper.title])
        let leaverID = try #require(ids[Self.leaver.title])
        for id in [keeperID, leaverID] {
            let add = try await sandbox.devevents(["fav", "add", id], source: source)
            try #require(add.status == 0, add.summary)
        }
        #expect(try await Self.favorites(sandbox, source: source).ids.sorted() == [keeperID, leaverID].sorted())

        let later = try await Self.favorites(sandbox, source: source, now: "2026-09-07T09:00:00+09:00")
        #expect(later.ids == [leaverID])
        let ended = try #require(later.ended)
        #expect(ended.map(\.id) == [keeperID])
        #expect(ended.first?.status == "ended")
        #expect(ended.first?.favorite?.onPage == true)
    }

    @Test("ten concurrent fav add processes all land")
    func concurrentAdds() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let listing = try await sandbox.devevents(
            ["list", "--all", "--json"],
            source: DevEventsSandbox.fixtureURL(DevEventsSandbox.mainFixture)
        )
        try #require(listing.status == 0, listing.summary)
        let ids = Array(try listing.decode(DevEventsJSONList.self).ids.prefix(10))
        try #require(ids.count == 10)

        let runs = try await withThrowingTaskGroup(of: DevEventsRun.self) { group in
            for id in ids {
                group.addTask { try await sandbox.devevents(["fav", "add", id], source: source) }
            }
            var runs: [DevEventsRun] = []
            for try await run in group {
                runs.append(run)
            }
            return runs
        }
        for run in runs {
            #expect(run.status == 0, run.summary)
        }
        let saved = try await Self.favorites(sandbox, source: source)
        let all = saved.ids + (saved.ended ?? []).map(\.id)
        #expect(all.count == 10)
        #expect(Set(all) == Set(ids))
    }

    @Test("fav remove needs no page: it works with the server gone")
    func removeOffline() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(html: Self.page([Self.keeper]))
        let id = try #require(try await Self.ids(sandbox, source: source)[Self.keeper.title])
        let add = try await sandbox.devevents(["fav", "add", id], source: source)
        try #require(add.status == 0, add.summary)
        let closed = try RefusingPort()
        let removed = try await sandbox.devevents(["fav", "remove", id], source: closed.pageURL)
        #expect(removed.status == 0, removed.summary)
        #expect(try await Self.favorites(sandbox, source: source).ids.isEmpty)
    }

    @Test("a damaged favourites database is a storage error (74) with one line")
    func damagedStore() async throws {
        let sandbox = try DevEventsSandbox()
        let source = DevEventsSandbox.fixtureURL(DevEventsSandbox.mainFixture)
        let directory = URL(fileURLWithPath: try #require(sandbox.baseEnvironment["XDG_DATA_HOME"]))
            .appendingPathComponent("quicksearch", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(repeating: 0x5A, count: 4096).write(to: directory.appendingPathComponent("data.sqlite"))
        for arguments in [["fav", "add", "xh6xqwsf"], ["list", "--favorites"], ["fav", "remove", "xh6xqwsf"]] {
            let run = try await sandbox.devevents(arguments, source: source)
            #expect(run.status == 74, run.summary)
            #expect(run.errorLines.count == 1, run.summary)
        }
    }
}
