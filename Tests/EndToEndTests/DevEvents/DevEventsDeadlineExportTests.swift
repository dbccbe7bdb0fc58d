import Foundation
import Testing

/// Registration windows in calendars: a timed end is kept (the window is a timed entry),
/// `24시` is the end of its day, `--deadlines` gives only the closing moments with alarms, and
/// an export with nothing in it writes nothing. Every calendar is checked against RFC 5545's
/// structure rules.
@Suite("devevents export: deadlines")
struct DevEventsDeadlineExportTests {
    static let page = DevEventsSyntheticPage(sections: [
        .init(
            heading: "26년 08월",
            entries: [
                .init(
                    title: "샘플 오전 마감 공모",
                    url: "https://example.com/deadline/morning",
                    tags: ["온라인", "대회"],
                    host: "샘플주최 하나",
                    period: ("접수", "07. 07(화) ~ 08. 22(토) 09:00")
                ),
                .init(
                    title: "샘플 행사일",
                    url: "https://example.com/deadline/event",
                    tags: ["오프라인(서울 마포구)"],
                    host: "샘플주최 둘",
                    period: ("일시", "08. 29(토) 13:00 ~ 17:00")
                ),
            ]
        ),
        .init(
            heading: "26년 09월",
            entries: [
                .init(
                    title: "샘플 자정 마감 모집",
                    url: "https://example.com/deadline/midnight",
                    tags: ["온라인"],
                    host: "샘플주최 셋",
                    period: ("모집", "09. 08(화) ~ 09. 09(수) 24시")
                )
            ]
        ),
    ])

    static let now = "2026-07-01T09:00:00+09:00"

    func export(_ options: [String]) async throws -> (DevEventsRun, DevEventsICalendar) {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.writeScratchPage(Self.page.html)
        let run = try await sandbox.devevents(["export", "--ics"] + options, source: source, now: Self.now)
        return (run, DevEventsICalendar(run.stdout))
    }

    static func entry(_ calendar: DevEventsICalendar, _ title: String) -> [DevEventsICalendar.Property]? {
        calendar.events.first { DevEventsICalendar.unescape($0.first("SUMMARY")?.value ?? "").hasSuffix(title) }
    }

    /// RFC 5545 structure: CRLF only, lines of at most 75 octets, one VCALENDAR with VERSION and
    /// PRODID and at least one component, each VEVENT with one UID and one DTSTAMP, each VALARM
    /// inside a VEVENT with ACTION, TRIGGER and (for DISPLAY) DESCRIPTION.
    static func checkStructure(_ calendar: DevEventsICalendar, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(calendar.usesCRLFOnly, sourceLocation: sourceLocation)
        for line in calendar.physicalLines {
            #expect(line.count <= 75, "\(String(decoding: line, as: UTF8.self))", sourceLocation: sourceLocation)
        }
        let lines = calendar.contentLines
        #expect(lines.first == "BEGIN:VCALENDAR" && lines.last == "END:VCALENDAR", sourceLocation: sourceLocation)
        #expect(
            lines.contains("VERSION:2.0") && lines.contains { $0.hasPrefix("PRODID:") },
            sourceLocation: sourceLocation
        )
        #expect(!calendar.events.isEmpty, sourceLocation: sourceLocation)
        var stack: [String] = []
        var properties: [[String]] = []
        for line in lines {
            if line.hasPrefix("BEGIN:") {
                stack.append(String(line.dropFirst(6)))
                properties.append([])
            } else if line.hasPrefix("END:") {
                let name = String(line.dropFirst(4))
                #expect(
                    stack.last == name,
                    "END:\(name) closes \(stack.last ?? "nothing")",
                    sourceLocation: sourceLocation
                )
                let names = properties.popLast() ?? []
                if name == "VEVENT" {
                    #expect(names.filter { $0 == "UID" }.count == 1, sourceLocation: sourceLocation)
                    #expect(names.filter { $0 == "DTSTAMP" }.count == 1, sourceLocation: sourceLocation)
                    #expect(names.filter { $0 == "DTSTART" }.count == 1, sourceLocation: sourceLocation)
                }
                if name == "VALARM" {
                    #expect(stack.dropLast().last == "VEVENT", sourceLocation: sourceLocation)
                    #expect(
                        names.contains("ACTION") && names.contains("TRIGGER") && names.contains("DESCRIPTION"),
                        sourceLocation: sourceLocation
                    )
                }
                stack.removeLast()
            } else if let property = DevEventsICalendar.property(line) {
                properties[properties.count - 1].append(property.name)
            }
        }
        #expect(stack.isEmpty, sourceLocation: sourceLocation)
    }

    @Test("a window with a date-only start and a timed end is a timed entry closing at that time")
    func timedEndKept() async throws {
        let (run, calendar) = try await export([])
        try #require(run.status == 0, run.summary)
        Self.checkStructure(calendar)
        let morning = try #require(Self.entry(calendar, "샘플 오전 마감 공모"))
        #expect(morning.first("DTSTART") == .init(name: "DTSTART", parameters: "", value: "20260706T150000Z"))
        #expect(morning.first("DTEND") == .init(name: "DTEND", parameters: "", value: "20260822T000000Z"))
    }

    @Test("`24시` ends that day, not the next")
    func midnightIsTheEndOfTheDay() async throws {
        let (run, calendar) = try await export([])
        try #require(run.status == 0, run.summary)
        let midnight = try #require(Self.entry(calendar, "샘플 자정 마감 모집"))
        // 24시 is the day's last second, the time given: a timed entry up to 23:59:59 Korea time.
        #expect(midnight.first("DTSTART") == .init(name: "DTSTART", parameters: "", value: "20260907T150000Z"))
        #expect(midnight.first("DTEND") == .init(name: "DTEND", parameters: "", value: "20260909T145959Z"))

        let sandbox = try DevEventsSandbox()
        let source = try sandbox.writeScratchPage(Self.page.html)
        let list = try await sandbox.devevents(["list", "--json"], source: source, now: Self.now)
        let event = try #require(try list.decode(DevEventsJSONList.self).events.first { $0.title == "샘플 자정 마감 모집" })
        #expect(event.end == "2026-09-09T23:59:59+09:00")
    }

    @Test("--deadlines: only closing moments, each with alarms, a valid calendar")
    func deadlinesOnly() async throws {
        let (run, calendar) = try await export(["--deadlines"])
        try #require(run.status == 0, run.summary)
        Self.checkStructure(calendar)
        #expect(calendar.events.count == 2)
        let morning = try #require(Self.entry(calendar, "샘플 오전 마감 공모"))
        #expect(morning.first("DTSTART")?.value == "20260822T000000Z")
        #expect(DevEventsICalendar.unescape(morning.first("SUMMARY")?.value ?? "") == "[접수 마감] 샘플 오전 마감 공모")
        #expect(morning.first("UID")?.value.hasSuffix("-deadline@devevents.quicksearch") == true)
        let midnight = try #require(Self.entry(calendar, "샘플 자정 마감 모집"))
        #expect(midnight.first("DTSTART")?.value == "20260909T145959Z")
        #expect(Self.entry(calendar, "샘플 행사일") == nil)
        #expect(calendar.contentLines.filter { $0 == "BEGIN:VALARM" }.count == 4)
        #expect(calendar.contentLines.contains("TRIGGER:-P1D"))
        #expect(run.stderr.contains("exported 2 deadlines"), run.summary)
    }

    @Test(
        "nothing to export: exit 1, 'no events match', nothing written",
        arguments: [
            ["--tag", "none"], ["--deadlines", "--tag", "오프라인"],
        ]
    )
    func emptyExport(_ options: [String]) async throws {
        let (run, _) = try await export(options)
        #expect(run.status == 1, run.summary)
        #expect(run.stdout.isEmpty, run.summary)
        #expect(run.errorLines.count == 1, run.summary)
        #expect(run.stderr.hasPrefix("devevents: error: no events match"), run.summary)
    }
}
