import Foundation
import Testing

/// Look-ups by link: a link that two entries share is refused (64) with their ids, for `show`,
/// `fav add` and `open`; several ids at once for `fav add` and `fav rm`.
@Suite("devevents look-ups")
struct DevEventsAmbiguityTests {
    static let shared = "https://example.com/lookup/shared"

    static let page = DevEventsSyntheticPage(sections: [
        .init(
            heading: "26년 09월",
            entries: [
                .init(title: "샘플 1부 행사", url: shared, tags: ["온라인"], host: "샘플주최", period: ("일시", "09. 05(토) 10:00")),
                .init(title: "샘플 2부 행사", url: shared, tags: ["온라인"], host: "샘플주최", period: ("일시", "09. 05(토) 14:00")),
                .init(
                    title: "샘플 단독 행사",
                    url: "https://example.com/lookup/single",
                    tags: ["온라인"],
                    host: "샘플주최",
                    period: ("일시", "09. 06(일)")
                ),
            ]
        )
    ])

    @Test(
        "a shared link: show, fav add and open exit 64 naming both ids; nothing saved or opened",
        arguments: [
            ["show"], ["fav", "add"], ["open"],
        ]
    )
    func sharedLink(_ command: [String]) async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.writeScratchPage(Self.page.html)
        let ids = try await DevEventsFavoritesTests.ids(sandbox, source: source)
        let browser = try DevEventsBrowserStub(in: sandbox)
        let run = try await sandbox.devevents(
            command + [Self.shared + "/", "--source", source, "--now", DevEventsSandbox.now],
            environment: ["BROWSER": browser.command]
        )
        #expect(run.status == 64, run.summary)
        #expect(run.errorLines.count == 1, run.summary)
        #expect(run.stderr.contains("ambiguous") || run.stderr.contains("2 events"), run.summary)
        for title in ["샘플 1부 행사", "샘플 2부 행사"] {
            #expect(run.stderr.contains(try #require(ids[title])), run.summary)
        }
        #expect(run.stdout.isEmpty)
        #expect(browser.arguments() == nil)
        #expect(try await DevEventsFavoritesTests.favorites(sandbox, source: source).ids.isEmpty)
    }

    @Test("a link only one entry has still works")
    func singleLink() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.writeScratchPage(Self.page.html)
        let run = try await sandbox.devevents(["show", "https://example.com/lookup/single", "--json"], source: source)
        #expect(run.status == 0, run.summary)
        #expect(run.stdout.contains("샘플 단독 행사"))
    }

    @Test("fav add and fav rm take several ids; one unknown id changes nothing")
    func severalIDs() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.writeScratchPage(Self.page.html)
        let ids = try await DevEventsFavoritesTests.ids(sandbox, source: source)
        let first = try #require(ids["샘플 1부 행사"])
        let second = try #require(ids["샘플 단독 행사"])

        let refused = try await sandbox.devevents(["fav", "add", first, "zzzzzzzz", second], source: source)
        #expect(refused.status == 1, refused.summary)
        #expect(refused.errorLines.count == 1, refused.summary)
        #expect(
            refused.stderr.contains("'zzzzzzzz'") && refused.stderr.contains("nothing was changed"),
            refused.summary
        )
        #expect(!refused.stderr.contains("quote"), refused.summary)
        #expect(try await DevEventsFavoritesTests.favorites(sandbox, source: source).ids.isEmpty)

        let added = try await sandbox.devevents(["fav", "add", first, second], source: source)
        #expect(added.status == 0, added.summary)
        #expect(Set(try await DevEventsFavoritesTests.favorites(sandbox, source: source).ids) == [first, second])

        let removed = try await sandbox.devevents(["fav", "rm", first, second], source: source)
        #expect(removed.status == 0, removed.summary)
        #expect(try await DevEventsFavoritesTests.favorites(sandbox, source: source).ids.isEmpty)
    }
}
