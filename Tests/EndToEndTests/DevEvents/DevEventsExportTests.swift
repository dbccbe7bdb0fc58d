import Foundation
import Testing

/// `devevents export --ics`: an RFC 5545 calendar of the selected, dated events.
@Suite("devevents export --ics")
struct DevEventsExportTests {
    static let longTitle = "샘플; 쉼표, 백슬래시\\ 행사 " + String(repeating: "가나다라마바사아자차카타파하", count: 4)
    static let emojiTitle = "샘플 🎉 축하 행사 " + String(repeating: "🚀한글", count: 20)

    static let page = DevEventsSyntheticPage(sections: [
        .init(
            heading: "26년 09월",
            entries: [
                .init(
                    title: "샘플 하루 행사",
                    url: "https://example.com/ics/day",
                    tags: ["온라인", "무료"],
                    host: "샘플주최 하나",
                    period: ("일시", "08. 25(화)")
                ),
                .init(
                    title: "샘플 저녁 행사",
                    url: "https://example.com/ics/evening",
                    tags: ["오프라인(서울 마포구)", "유료"],
                    host: "샘플주최 둘",
                    period: ("일시", "08. 30(일) 19:30 ~ 20:30")
                ),
                .init(
                    title: longTitle,
                    url: "https://example.com/ics/long?a=1&b=2",
                    tags: ["온라인", "무료", "교육"],
                    host: "샘플주최 셋",
                    period: ("접수", "08. 20(목) ~ 09. 03(목)")
                ),
                .init(
                    title: "샘플 미정 행사",
                    url: "https://example.com/ics/undated",
                    tags: ["온라인"],
                    host: "샘플주최 다섯",
                    period: ("일시", "추후 공개")
                ),
                .init(
                    title: "샘플 밋업",
                    url: "https://example.com/ics/meetup",
                    tags: ["오프라인(서울)", "모임"],
                    host: "샘플주최 여섯",
                    period: ("일시", "09. 02(수) 18:00")
                ),
                .init(
                    title: emojiTitle,
                    url: "https://example.com/ics/emoji",
                    tags: ["온라인"],
                    host: "샘플주최 일곱",
                    period: ("일시", "09. 12(토) ~ 09. 13(일)")
                ),
            ]
        )
    ])

    func export(_ arguments: [String] = []) async throws -> (DevEventsRun, DevEventsICalendar) {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.writeScratchPage(Self.page.html)
        let run = try await sandbox.devevents(["export", "--ics", "--all"] + arguments, source: source)
        return (run, DevEventsICalendar(run.stdout))
    }

    @Test("structure: one calendar, CRLF lines of at most 75 octets, whole UTF-8 characters")
    func structure() async throws {
        let (run, calendar) = try await export()
        try #require(run.status == 0, run.summary)
        #expect(calendar.usesCRLFOnly)
        #expect(calendar.contentLines.first == "BEGIN:VCALENDAR")
        #expect(calendar.contentLines.last == "END:VCALENDAR")
        #expect(calendar.contentLines.filter { $0 == "BEGIN:VCALENDAR" }.count == 1)
        #expect(calendar.contentLines.contains("VERSION:2.0"))
        #expect(calendar.contentLines.contains { $0.hasPrefix("PRODID:") })
        #expect(
            calendar.contentLines.filter { $0 == "BEGIN:VEVENT" }.count
                == calendar.contentLines.filter { $0 == "END:VEVENT" }.count
        )
        #expect(calendar.physicalLines.count > calendar.contentLines.count, "long titles must be folded")
        for line in calendar.physicalLines {
            #expect(line.count <= 75, "\(String(decoding: line, as: UTF8.self))")
            #expect(String(validating: line, as: UTF8.self) != nil, "a folded line splits a UTF-8 character")
        }
        #expect(!run.stdout.contains("\u{FFFD}"))
    }

    @Test("one VEVENT per dated event; undated ones left out and counted on stderr")
    func datedEventsOnly() async throws {
        let (run, calendar) = try await export()
        try #require(run.status == 0, run.summary)
        let summaries = calendar.events.compactMap { $0.first("SUMMARY").map { DevEventsICalendar.unescape($0.value) } }
        #expect(calendar.events.count == 5)
        #expect(Set(summaries) == ["샘플 하루 행사", "샘플 저녁 행사", "[접수] " + Self.longTitle, "샘플 밋업", Self.emojiTitle])
        #expect(run.stderr.contains("exported 5 events"), run.summary)
        #expect(run.stderr.contains("1 without readable dates"), run.summary)
        for event in calendar.events {
            #expect(event.first("UID")?.value.isEmpty == false)
            #expect(event.first("DTSTAMP")?.value.wholeMatch(of: /\d{8}T\d{6}Z/) != nil)
            #expect(event.first("URL")?.value.hasPrefix("https://example.com/ics/") == true)
        }
        let uids = calendar.events.compactMap { $0.first("UID")?.value }
        #expect(Set(uids).count == uids.count)
    }

    @Test("dates: all-day periods as VALUE=DATE with an exclusive end, timed ones in UTC")
    func dates() async throws {
        let (run, calendar) = try await export()
        try #require(run.status == 0, run.summary)
        func dates(_ title: String) -> (start: DevEventsICalendar.Property?, end: DevEventsICalendar.Property?) {
            let event = calendar.events.first {
                DevEventsICalendar.unescape($0.first("SUMMARY")?.value ?? "").hasSuffix(title)
            }
            return (event?.first("DTSTART"), event?.first("DTEND"))
        }
        let day = dates("샘플 하루 행사")
        #expect(day.start == .init(name: "DTSTART", parameters: "VALUE=DATE", value: "20260825"))
        #expect(day.end == .init(name: "DTEND", parameters: "VALUE=DATE", value: "20260826"))

        let window = dates(Self.longTitle)
        #expect(window.start == .init(name: "DTSTART", parameters: "VALUE=DATE", value: "20260820"))
        #expect(window.end == .init(name: "DTEND", parameters: "VALUE=DATE", value: "20260904"))

        let twoDays = dates(Self.emojiTitle)
        #expect(twoDays.start?.value == "20260912")
        #expect(twoDays.end?.value == "20260914")

        let evening = dates("샘플 저녁 행사")
        #expect(evening.start == .init(name: "DTSTART", parameters: "", value: "20260830T103000Z"))
        #expect(evening.end == .init(name: "DTEND", parameters: "", value: "20260830T113000Z"))

        let meetup = dates("샘플 밋업")
        #expect(meetup.start == .init(name: "DTSTART", parameters: "", value: "20260902T090000Z"))
        let meetupEnd = try #require(meetup.end)
        #expect(meetupEnd.parameters == "")
        #expect(meetupEnd.value.wholeMatch(of: /\d{8}T\d{6}Z/) != nil)
        #expect(meetupEnd.value > "20260902T090000Z")
    }

    @Test("text values escape commas, semicolons and backslashes")
    func escaping() async throws {
        let (run, calendar) = try await export()
        try #require(run.status == 0, run.summary)
        let long = try #require(
            calendar.events.first { $0.first("URL")?.value == "https://example.com/ics/long?a=1&b=2" }
        )
        let summary = try #require(long.first("SUMMARY"))
        #expect(summary.value.contains("샘플\\; 쉼표\\, 백슬래시\\\\ 행사"))
        #expect(DevEventsICalendar.unescape(summary.value) == "[접수] " + Self.longTitle)
        let description = try #require(long.first("DESCRIPTION"))
        #expect(description.value.contains("온라인\\, 무료\\, 교육"))
        for event in calendar.events {
            for property in event where ["SUMMARY", "DESCRIPTION", "LOCATION"].contains(property.name) {
                #expect(!DevEventsICalendar.hasUnescapedSeparator(property.value), "\(property.name):\(property.value)")
            }
        }
        let evening = try #require(
            calendar.events.first { $0.first("URL")?.value == "https://example.com/ics/evening" }
        )
        #expect(evening.first("LOCATION")?.value == "서울 마포구")
    }

    @Test("export takes the list filters: the same events as list, dated ones only")
    func sameSelectionAsList() async throws {
        let sandbox = try DevEventsSandbox()
        let source = DevEventsSandbox.fixtureURL(DevEventsSandbox.mainFixture)
        let list = try await sandbox.devevents(["list", "--tag", "AI", "--free", "--json"], source: source)
        let export = try await sandbox.devevents(["export", "--ics", "--tag", "AI", "--free"], source: source)
        try #require(list.status == 0, list.summary)
        try #require(export.status == 0, export.summary)
        let expected = try list.decode(DevEventsJSONList.self).events.filter { $0.start != nil || $0.end != nil }.map(
            \.id
        )
        let uids = DevEventsICalendar(export.stdout).events.compactMap { $0.first("UID")?.value }
        #expect(!expected.isEmpty)
        #expect(uids.map { String($0.prefix { $0 != "@" }) } == expected)
    }

    @Test("export --favorites: only saved events")
    func favoritesOnly() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.writeScratchPage(Self.page.html)
        let list = try await sandbox.devevents(["list", "--all", "--json"], source: source)
        let meetup = try #require(try list.decode(DevEventsJSONList.self).events.first { $0.title == "샘플 밋업" })
        let add = try await sandbox.devevents(["fav", "add", meetup.id], source: source)
        try #require(add.status == 0, add.summary)
        let export = try await sandbox.devevents(["export", "--ics", "--favorites"], source: source)
        try #require(export.status == 0, export.summary)
        let uids = DevEventsICalendar(export.stdout).events.compactMap { $0.first("UID")?.value }
        #expect(uids.map { String($0.prefix { $0 != "@" }) } == [meetup.id])
    }
}
