import Foundation
import Testing

/// Empty results explain themselves on stderr; `--limit`; the `favorite` field of piped rows;
/// places in `tags` and `--tag`; `origin` of a `file://` page.
@Suite("devevents empty results, limits and marks")
struct DevEventsEmptyAndLimitTests {
    static let main = DevEventsSandbox.fixtureURL(DevEventsSandbox.mainFixture)

    @Test("a page whose events have all ended: nothing on stdout, and stderr says why")
    func everythingEnded() async throws {
        let sandbox = try DevEventsSandbox()
        let run = try await sandbox.devevents(["list"], source: Self.main, now: "2027-03-01T09:00:00+09:00")
        #expect(run.status == 0, run.summary)
        #expect(run.stdout.isEmpty, run.summary)
        #expect(run.stderr.contains("no events match"), run.summary)
        #expect(run.stderr.contains("every event on the page has ended"), run.summary)
        #expect(run.stderr.contains("--all"), run.summary)
    }

    @Test("events the status options hide are counted: '2 ended events hidden'")
    func hiddenCounted() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.writeScratchPage(
            DevEventsSyntheticPage(sections: [
                .init(
                    heading: "26년 08월",
                    entries: [
                        .init(
                            title: "샘플 지난 AI 1",
                            url: "https://example.com/hidden/1",
                            tags: ["AI"],
                            host: "샘플주최",
                            period: ("일시", "08. 01(토)")
                        ),
                        .init(
                            title: "샘플 지난 AI 2",
                            url: "https://example.com/hidden/2",
                            tags: ["AI"],
                            host: "샘플주최",
                            period: ("일시", "08. 02(일)")
                        ),
                        .init(
                            title: "샘플 다가오는 행사",
                            url: "https://example.com/hidden/3",
                            tags: ["모임"],
                            host: "샘플주최",
                            period: ("일시", "08. 30(일)")
                        ),
                    ]
                )
            ]).html
        )
        let run = try await sandbox.devevents(["list", "--tag", "AI"], source: source)
        #expect(run.status == 0, run.summary)
        #expect(run.stdout.isEmpty, run.summary)
        #expect(run.stderr.contains("no events match"), run.summary)
        #expect(run.stderr.contains("2 ended events hidden"), run.summary)
        #expect(run.stderr.contains("--ended or --all"), run.summary)
        #expect(!run.stderr.contains("every event on the page"), run.summary)

        let nothing = try await sandbox.devevents(["list", "--tag", "해커톤"], source: source)
        #expect(nothing.stderr.contains("no events match"), nothing.summary)
        #expect(!nothing.stderr.contains("hidden"), nothing.summary)

        let json = try await sandbox.devevents(["list", "--tag", "AI", "--json"], source: source)
        #expect(try json.decode(DevEventsJSONList.self).count == 0)
    }

    @Test("--limit N shows the first N and says how many there were")
    func limit() async throws {
        let sandbox = try DevEventsSandbox()
        let full = try await sandbox.devevents(["list", "--all", "--json"], source: Self.main)
        let ids = try full.decode(DevEventsJSONList.self).ids
        let json = try await sandbox.devevents(["list", "--all", "--limit", "5", "--json"], source: Self.main)
        #expect(json.status == 0, json.summary)
        #expect(try json.decode(DevEventsJSONList.self).ids == Array(ids.prefix(5)))
        let piped = try await sandbox.devevents(["list", "--all", "-n", "3"], source: Self.main)
        #expect(piped.outputLines.count == 3, piped.summary)
        #expect(piped.stderr.contains("3 of \(ids.count) events shown"), piped.summary)
    }

    @Test("piped rows end with a favorite field: true for saved events, false otherwise")
    func favoriteField() async throws {
        let sandbox = try DevEventsSandbox()
        let full = try await sandbox.devevents(["list", "--json"], source: Self.main)
        let id = try #require(try full.decode(DevEventsJSONList.self).ids.first)
        let add = try await sandbox.devevents(["fav", "add", id], source: Self.main)
        try #require(add.status == 0, add.summary)
        let run = try await sandbox.devevents(["list"], source: Self.main)
        #expect(run.status == 0, run.summary)
        for line in run.outputLines {
            let fields = line.components(separatedBy: "\t")
            #expect(fields.count == 10, "\(line)")
            #expect(fields.last == (fields.first == id ? "true" : "false"), "\(line)")
        }
        let json = try await sandbox.devevents(["list", "--json"], source: Self.main)
        let saved = try json.decode(DevEventsJSONList.self).events.filter { $0.favorite != nil }.map(\.id)
        #expect(saved == [id])
    }

    @Test("listing reads the favourites for the marks but never creates the database")
    func listingCreatesNoDatabase() async throws {
        let sandbox = try DevEventsSandbox()
        let run = try await sandbox.devevents(["list"], source: Self.main)
        #expect(run.status == 0, run.summary)
        let data = URL(fileURLWithPath: try #require(sandbox.baseEnvironment["XDG_DATA_HOME"]))
        #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent("quicksearch/data.sqlite").path))
    }

    @Test("tags groups places: 오프라인(서울 강남구) counts as 오프라인 and 서울, and --tag 서울 finds it")
    func places() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.writeScratchPage(
            DevEventsSyntheticPage(sections: [
                .init(
                    heading: "26년 09월",
                    entries: [
                        .init(
                            title: "샘플 강남 행사",
                            url: "https://example.com/place/1",
                            tags: ["오프라인(서울 강남구)", "AI"],
                            host: "샘플주최",
                            period: ("일시", "09. 05(토)")
                        ),
                        .init(
                            title: "샘플 마포 행사",
                            url: "https://example.com/place/2",
                            tags: ["오프라인(서울 마포구)"],
                            host: "샘플주최",
                            period: ("일시", "09. 06(일)")
                        ),
                        .init(
                            title: "샘플 부산 행사",
                            url: "https://example.com/place/3",
                            tags: ["오프라인(부산)"],
                            host: "샘플주최",
                            period: ("일시", "09. 07(월)")
                        ),
                        .init(
                            title: "샘플 온라인 행사",
                            url: "https://example.com/place/4",
                            tags: ["온라인"],
                            host: "샘플주최",
                            period: ("일시", "09. 08(화)")
                        ),
                    ]
                )
            ]).html
        )
        let tags = try await sandbox.devevents(["tags", "--json"], source: source)
        #expect(tags.status == 0, tags.summary)
        let counts = Dictionary(
            try tags.decode(DevEventsJSONTags.self).tags.map { ($0.tag, $0.count) },
            uniquingKeysWith: +
        )
        #expect(counts["오프라인"] == 3)
        #expect(counts["서울"] == 2)
        #expect(counts["부산"] == 1)
        #expect(counts["오프라인(서울 강남구)"] == nil)
        let seoul = try await sandbox.devevents(["list", "--tag", "서울", "--json"], source: source)
        #expect(Set(try seoul.decode(DevEventsJSONList.self).events.map(\.title)) == ["샘플 강남 행사", "샘플 마포 행사"])
        let gangnam = try await sandbox.devevents(["list", "--tag", "서울 강남구", "--json"], source: source)
        #expect(try gangnam.decode(DevEventsJSONList.self).events.map(\.title) == ["샘플 강남 행사"])
    }

    @Test("a file:// page has origin 'file'")
    func fileOrigin() async throws {
        let sandbox = try DevEventsSandbox()
        let run = try await sandbox.devevents(["list", "--json"], source: Self.main)
        #expect(try run.decode(DevEventsJSONList.self).origin == "file")
    }
}
