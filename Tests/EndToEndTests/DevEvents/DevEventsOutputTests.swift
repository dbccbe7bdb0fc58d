import Foundation
import Testing

/// What `list` and `show` print: the JSON document, JSON Lines, piped rows, and ids.
@Suite("devevents output")
struct DevEventsOutputTests {
    @Test("list --json: the documented document and event shape")
    func jsonDocumentShape() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let run = try await sandbox.devevents(["list", "--all", "--json"], source: source)
        try #require(run.status == 0, run.summary)

        let object = try run.object()
        #expect(Set(object.keys) == ["source", "origin", "now", "count", "events"])
        #expect(object["source"] as? String == source)
        #expect(object["origin"] as? String == "network")
        #expect(object["now"] as? String == DevEventsSandbox.now)
        let rawEvents = try #require(object["events"] as? [[String: Any]])
        #expect(object["count"] as? Int == rawEvents.count)
        for raw in rawEvents {
            #expect(Set(raw.keys) == DevEventsJSONEvent.keys)
        }

        let document = try run.decode(DevEventsJSONList.self)
        #expect(document.count == 80)
        let bySection = Dictionary(grouping: document.events, by: \.section).mapValues(\.count)
        #expect(bySection == ["2026-08": 42, "2026-09": 33, "2026-10": 5])
        for event in document.events {
            #expect(["upcoming", "ongoing", "ended", "unknown"].contains(event.status))
            #expect(
                ["registration", "event_date", "application", "recruitment", "none"].contains(event.periodKind),
                "\(event.periodKind)"
            )
            #expect(["online", "offline", "hybrid", "unknown"].contains(event.mode))
            #expect(["free", "paid", "unknown"].contains(event.price))
            #expect(event.start.map(DevEventsTimestamp.isKoreaTime) ?? true, "\(event.start ?? "")")
            #expect(event.end.map(DevEventsTimestamp.isKoreaTime) ?? true, "\(event.end ?? "")")
            #expect(event.favorite == nil)
            #expect(!event.title.isEmpty)
            #expect(event.id.wholeMatch(of: /[0-9a-z]{8}/) != nil, "\(event.id)")
            #expect(Set(event.kinds + event.topics).isSubset(of: Set(event.tags)))
        }
    }

    @Test("one event in full: tags classified, hosts split, times in Korea")
    func oneEventInDetail() async throws {
        let sandbox = try DevEventsSandbox()
        let page = DevEventsSyntheticPage(sections: [
            .init(
                heading: "26년 08월",
                entries: [
                    .init(
                        title: "샘플 상세 행사",
                        url: "https://example.com/detail/1",
                        tags: ["오프라인(서울 강남구)", "무료", "세미나", "AI"],
                        host: "샘플주최가 / 샘플주최나",
                        period: ("일시", "08. 25(화) 19:30 ~ 21:00")
                    )
                ]
            )
        ])
        let source = try sandbox.writeScratchPage(page.html)
        let run = try await sandbox.devevents(["list", "--json"], source: source)
        try #require(run.status == 0, run.summary)
        let event = try #require(try run.decode(DevEventsJSONList.self).events.first)
        #expect(event.title == "샘플 상세 행사")
        #expect(event.url == "https://example.com/detail/1")
        #expect(event.status == "upcoming")
        #expect(event.section == "2026-08")
        #expect(event.periodKind == "event_date")
        #expect(event.rawPeriod == "08. 25(화) 19:30 ~ 21:00")
        #expect(event.start == "2026-08-25T19:30:00+09:00")
        #expect(event.end == "2026-08-25T21:00:00+09:00")
        #expect(event.startTimeGiven && event.endTimeGiven)
        #expect(event.tags == ["오프라인(서울 강남구)", "무료", "세미나", "AI"])
        #expect(event.mode == "offline")
        #expect(event.place == "서울 강남구")
        #expect(event.price == "free")
        #expect(event.kinds == ["세미나"])
        #expect(event.topics == ["AI"])
        #expect(event.hosts == ["샘플주최가", "샘플주최나"])
    }

    @Test("list --jsonl: one event per line, equal to the --json events")
    func jsonLinesMatchJSON() async throws {
        let sandbox = try DevEventsSandbox()
        let source = DevEventsSandbox.fixtureURL(DevEventsSandbox.mainFixture)
        let json = try await sandbox.devevents(["list", "--json"], source: source)
        let lines = try await sandbox.devevents(["list", "--jsonl"], source: source)
        try #require(json.status == 0, json.summary)
        try #require(lines.status == 0, lines.summary)
        let events = try json.decode(DevEventsJSONList.self).events
        #expect(lines.outputLines.count == events.count)
        #expect(try lines.decodeLines(DevEventsJSONEvent.self) == events)
        for line in lines.outputLines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(Set(object.keys) == DevEventsJSONEvent.keys)
        }
    }

    @Test("piped human output: tab-separated rows, no ANSI escapes, credit line on stderr")
    func pipedRows() async throws {
        let sandbox = try DevEventsSandbox()
        let source = DevEventsSandbox.fixtureURL(DevEventsSandbox.mainFixture)
        let json = try await sandbox.devevents(["list", "--json"], source: source)
        let plain = try await sandbox.devevents(["list"], source: source)
        try #require(plain.status == 0, plain.summary)
        let events = try json.decode(DevEventsJSONList.self).events

        #expect(!plain.stdout.contains("\u{1B}"))
        #expect(!plain.stderr.contains("\u{1B}"))
        let rows = plain.outputLines.map { $0.components(separatedBy: "\t") }
        #expect(rows.count == events.count)
        for (row, event) in zip(rows, events) {
            #expect(row.count == 10, "\(row)")
            guard row.count == 10 else { continue }
            #expect(row[0] == event.id)
            #expect(row[1] == event.status)
            #expect(row[2] == (event.start ?? ""))
            #expect(row[3] == (event.end ?? ""))
            #expect(row[4] == event.title)
            #expect(row[5] == (event.url ?? ""))
        }
        #expect(!plain.stdout.contains("Dev-Event format"))
        #expect(plain.errorLines.contains { $0.hasPrefix("Source: ") && $0.contains(source) }, plain.summary)
    }

    @Test("ids are stable across runs and sources, and unique on the page")
    func stableUniqueIDs() async throws {
        let sandbox = try DevEventsSandbox()
        let viaHTTP = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let first = try await sandbox.devevents(["list", "--all", "--json"], source: viaHTTP)
        let again = try await sandbox.devevents(["list", "--all", "--json", "--refresh"], source: viaHTTP)
        let fromFile = try await sandbox.devevents(
            ["list", "--all", "--json"],
            source: DevEventsSandbox.fixtureURL(DevEventsSandbox.mainFixture)
        )
        for run in [first, again, fromFile] {
            try #require(run.status == 0, run.summary)
        }
        let ids = try first.decode(DevEventsJSONList.self).ids
        #expect(ids.count == 80)
        #expect(Set(ids).count == ids.count)
        #expect(try again.decode(DevEventsJSONList.self).ids == ids)
        #expect(try fromFile.decode(DevEventsJSONList.self).ids == ids)
    }

    @Test("ids stay unique when entries share a link or a title")
    func uniqueIDsForLookalikes() async throws {
        let sandbox = try DevEventsSandbox()
        let twin = DevEventsSyntheticPage.Entry(
            title: "샘플 쌍둥이",
            url: "https://example.com/twin",
            tags: ["온라인"],
            host: "샘플주최",
            period: ("일시", "08. 25(화)")
        )
        var renamed = twin
        renamed.title = "샘플 쌍둥이 2부"
        let page = DevEventsSyntheticPage(sections: [
            .init(heading: "26년 08월", entries: [twin, twin, renamed]),
            .init(heading: "26년 08월", entries: [twin]),
        ])
        let source = try sandbox.writeScratchPage(page.html)
        let run = try await sandbox.devevents(["list", "--all", "--json"], source: source)
        try #require(run.status == 0, run.summary)
        let ids = try run.decode(DevEventsJSONList.self).ids
        #expect(ids.count == 4)
        #expect(Set(ids).count == 4)
    }

    @Test("show ID: human fields and --json equal to the list entry")
    func showEvent() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let list = try await sandbox.devevents(["list", "--json"], source: source)
        try #require(list.status == 0, list.summary)
        let event = try #require(try list.decode(DevEventsJSONList.self).events.first { $0.hosts.count > 1 })

        let human = try await sandbox.devevents(["show", event.id], source: source)
        #expect(human.status == 0, human.summary)
        #expect(human.outputLines.first { $0.hasPrefix("id ") }?.hasSuffix(event.id) == true, human.summary)
        #expect(human.stdout.contains(event.title))
        #expect(human.stdout.contains(event.url ?? "–"))
        #expect(human.stdout.contains(event.hosts.joined(separator: " / ")))
        #expect(human.stdout.contains(event.rawPeriod))
        #expect(!human.stdout.contains("\u{1B}"))

        let json = try await sandbox.devevents(["show", event.id.uppercased(), "--json"], source: source)
        #expect(json.status == 0, json.summary)
        #expect(try json.decode(DevEventsJSONEvent.self) == event)
        #expect(Set(try json.object().keys) == DevEventsJSONEvent.keys)

        let byLink = try await sandbox.devevents(["show", try #require(event.url), "--json"], source: source)
        #expect(try byLink.decode(DevEventsJSONEvent.self).id == event.id)
    }

    @Test("show of a doubtful period and of an application link: in JSON and for people")
    func showDoubtfulAndApply() async throws {
        let sandbox = try DevEventsSandbox()
        let source = DevEventsSandbox.fixtureURL("synthetic-history-forms.html")
        let list = try await sandbox.devevents(["list", "--all", "--json"], source: source)
        try #require(list.status == 0, list.summary)
        let events = try list.decode(DevEventsJSONList.self).events
        let doubtful = try #require(events.first { $0.title == "샘플 역사 009" })
        #expect(doubtful.periodDoubtful)
        #expect(doubtful.start == "2025-04-23T00:00:00+09:00")
        #expect(doubtful.end == "2025-05-14T23:59:59+09:00")
        #expect(events.filter(\.periodDoubtful).count == 2)
        let applying = try #require(events.first { $0.title == "샘플 역사 005" })
        #expect(applying.url == "https://example.com/history/005")
        #expect(applying.applyURL == "https://example.com/history/005/apply")
        #expect(events.filter { $0.applyURL != nil }.count == 1)

        let human = try await sandbox.devevents(["show", doubtful.id], source: source)
        #expect(human.status == 0, human.summary)
        #expect(
            human.outputLines.contains { $0.hasPrefix("doubtful ") && $0.contains("end is written before the start") }
        )
        #expect(human.outputLines.contains { $0.hasPrefix("as written ") && $0.hasSuffix("05. 14(수) ~ 04. 23(수)") })
        let apply = try await sandbox.devevents(["show", applying.id], source: source)
        #expect(
            apply.outputLines.contains {
                $0.hasPrefix("apply ") && $0.hasSuffix("https://example.com/history/005/apply")
            }
        )
        #expect(!apply.outputLines.contains { $0.hasPrefix("doubtful ") })
        let json = try await sandbox.devevents(["show", applying.id, "--json"], source: source)
        #expect(try json.decode(DevEventsJSONEvent.self) == applying)
    }

    @Test("show of an unknown id: exit 1 with one line")
    func showUnknown() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let run = try await sandbox.devevents(["show", "zzzzzzzz"], source: source)
        #expect(run.status == 1, run.summary)
        #expect(run.errorLines.count == 1, run.summary)
        #expect(run.stderr.contains("zzzzzzzz"))
        #expect(run.stdout.isEmpty)
    }
}
