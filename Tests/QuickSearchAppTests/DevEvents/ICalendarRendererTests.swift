import Foundation
import QuickSearchDomain
import Testing

@testable import CommandKit
@testable import QuickSearchApp

/// The iCalendar text of events: CRLF, folding at 75 octets on character boundaries, TEXT
/// escaping, all-day and timed entries.
@Suite("ICalendarRenderer")
struct ICalendarRendererTests {
    typealias F = DevEventsCLIFixtures

    static let stamp = Date(timeIntervalSince1970: 1_787_367_845)
    static let renderer = ICalendarRenderer(generatedAt: stamp, sourceURL: "file:///tmp/synthetic.html")

    /// The lines between CRLFs.
    static func physicalLines(_ text: String) -> [String] {
        var lines = text.components(separatedBy: "\r\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Content lines after unfolding.
    static func contentLines(_ text: String) -> [String] {
        var result: [String] = []
        for line in physicalLines(text) {
            if line.hasPrefix(" "), !result.isEmpty {
                result[result.count - 1] += line.dropFirst()
            } else {
                result.append(line)
            }
        }
        return result
    }

    /// The calendar of `events`, or "" when none gives an entry.
    static func text(_ events: [DevEvent], deadlines: Bool = false) -> String {
        var renderer = renderer
        renderer.deadlines = deadlines
        return renderer.render(events) ?? ""
    }

    static func value(_ name: String, in text: String) -> String? {
        contentLines(text).first { $0.hasPrefix(name + ":") || $0.hasPrefix(name + ";") }
    }

    @Test("no entry, no calendar: RFC 5545 requires at least one component")
    func emptyCalendar() {
        #expect(Self.renderer.render([]) == nil)
        #expect(Self.renderer.render([F.event(raw: "TBA", start: nil, end: nil)]) == nil)
        let text = Self.text([F.event(start: F.seoul(2026, 8, 25), end: F.endOfDay(2026, 8, 25))])
        let lines = Self.physicalLines(text)
        #expect(lines.first == "BEGIN:VCALENDAR")
        #expect(lines.last == "END:VCALENDAR")
        #expect(lines.contains("VERSION:2.0"))
        #expect(text.hasSuffix("\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }

    @Test(
        "folding keeps lines within 75 octets and never splits a character",
        arguments: [
            String(repeating: "가", count: 80),
            "A" + String(repeating: "가", count: 60),
            String(repeating: "🎉", count: 50),
            String(repeating: "e\u{301}", count: 70),
            String(repeating: "👩‍💻 ", count: 30),
            String(repeating: "x", count: 300),
        ]
    )
    func folding(_ title: String) {
        let text = Self.text([F.event(title: title, start: F.seoul(2026, 8, 25), end: F.endOfDay(2026, 8, 25))])
        let lines = Self.physicalLines(text)
        for line in lines {
            #expect(line.utf8.count <= 75, "\(line.utf8.count): \(line)")
        }
        #expect(lines.contains { $0.hasPrefix(" ") })
        #expect(Self.contentLines(text).contains("SUMMARY:" + title))
        for (line, next) in zip(lines, lines.dropFirst()) where next.hasPrefix(" ") {
            let carried = next.dropFirst().first.map { String($0).utf8.count } ?? 0
            #expect(line.utf8.count + carried > 75, "folded early: \(line.utf8.count) octets, then \(carried)")
        }
    }

    @Test("a fold falls before a 3-octet character that would cross octet 75")
    func foldBoundary() throws {
        let title = String(repeating: "a", count: 66) + "가나"
        let text = Self.text([F.event(title: title, start: F.seoul(2026, 8, 25), end: F.endOfDay(2026, 8, 25))])
        let lines = Self.physicalLines(text)
        let index = try #require(lines.firstIndex { $0.hasPrefix("SUMMARY:") })
        #expect(lines[index] == "SUMMARY:" + String(repeating: "a", count: 66))
        #expect(lines[index].utf8.count == 74)
        #expect(lines[index + 1] == " 가나")
    }

    @Test("TEXT values escape backslash, semicolon, comma and newline; control characters are dropped")
    func escaping() {
        let event = F.event(
            title: "샘플; 행사, 1\\2\u{1D}부",
            tags: ["온라인", "A,B"],
            place: "서울; 강남구",
            hosts: ["샘플주최 가", "샘플주최 나"],
            raw: "08. 25(화)",
            start: F.seoul(2026, 8, 25),
            end: F.endOfDay(2026, 8, 25)
        )
        let text = Self.text([event])
        #expect(Self.value("SUMMARY", in: text) == "SUMMARY:샘플\\; 행사\\, 1\\\\2부")
        #expect(Self.value("LOCATION", in: text) == "LOCATION:서울\\; 강남구")
        #expect(Self.value("CATEGORIES", in: text) == "CATEGORIES:온라인,A\\,B")
        let description = Self.value("DESCRIPTION", in: text) ?? ""
        #expect(description.contains("주최: 샘플주최 가 / 샘플주최 나\\n분류: 온라인\\, A\\,B\\n일시: 08. 25(화)"))
        #expect(!text.contains("\u{1D}"))
    }

    @Test("date-only periods are all-day entries with an exclusive end, in Korea dates")
    func allDay() {
        let oneDay = Self.text([F.event(start: F.seoul(2026, 8, 25), end: F.endOfDay(2026, 8, 25))])
        #expect(Self.value("DTSTART", in: oneDay) == "DTSTART;VALUE=DATE:20260825")
        #expect(Self.value("DTEND", in: oneDay) == "DTEND;VALUE=DATE:20260826")

        let window = Self.text([F.event(kind: .registration, start: F.seoul(2026, 8, 20), end: F.endOfDay(2026, 9, 3))])
        #expect(Self.value("DTSTART", in: window) == "DTSTART;VALUE=DATE:20260820")
        #expect(Self.value("DTEND", in: window) == "DTEND;VALUE=DATE:20260904")
        #expect(Self.value("SUMMARY", in: window) == "SUMMARY:[접수] 샘플 행사")

        let deadline = Self.text([F.event(kind: .registration, start: nil, end: F.endOfDay(2026, 12, 31))])
        #expect(Self.value("DTSTART", in: deadline) == "DTSTART;VALUE=DATE:20261231")
        #expect(Self.value("DTEND", in: deadline) == "DTEND;VALUE=DATE:20270101")
    }

    @Test("timed periods are entries in UTC")
    func timed() {
        let evening = Self.text([
            F.event(
                start: F.seoul(2026, 8, 30, 19, 30),
                end: F.seoul(2026, 8, 30, 20, 30),
                startTime: true,
                endTime: true
            )
        ])
        #expect(Self.value("DTSTART", in: evening) == "DTSTART:20260830T103000Z")
        #expect(Self.value("DTEND", in: evening) == "DTEND:20260830T113000Z")

        let single = Self.text([F.event(start: F.seoul(2026, 8, 22, 18), end: F.endOfDay(2026, 8, 22), startTime: true)]
        )
        #expect(Self.value("DTSTART", in: single) == "DTSTART:20260822T090000Z")
        #expect(Self.value("DTEND", in: single) == "DTEND:20260822T100000Z")

        let openEnded = Self.text([F.event(start: F.seoul(2026, 8, 22, 1), end: nil, startTime: true)])
        #expect(Self.value("DTSTART", in: openEnded) == "DTSTART:20260821T160000Z")
        #expect(Self.value("DTEND", in: openEnded) == "DTEND:20260821T170000Z")

        #expect(Self.value("DTSTAMP", in: evening) == "DTSTAMP:20260822T030405Z")
    }

    @Test("a window with a date-only start and a timed end keeps its closing time")
    func windowWithTimedEnd() {
        let window = Self.text([
            F.event(kind: .registration, start: F.seoul(2026, 7, 7), end: F.seoul(2026, 8, 22, 9), endTime: true)
        ])
        #expect(Self.value("DTSTART", in: window) == "DTSTART:20260706T150000Z")
        #expect(Self.value("DTEND", in: window) == "DTEND:20260822T000000Z")

        let timedStart = Self.text([
            F.event(start: F.seoul(2026, 8, 19, 9), end: F.endOfDay(2026, 9, 3), startTime: true)
        ])
        #expect(Self.value("DTSTART", in: timedStart) == "DTSTART:20260819T000000Z")
        #expect(Self.value("DTEND", in: timedStart) == "DTEND:20260903T150000Z")
    }

    @Test("only events with a date can be exported; only windows with an end give deadlines")
    func exportable() {
        let renderer = Self.renderer
        #expect(!renderer.canExport(F.event(raw: "TBA", start: nil, end: nil)))
        #expect(renderer.canExport(F.event(start: nil, end: F.endOfDay(2026, 8, 1))))
        var deadlines = Self.renderer
        deadlines.deadlines = true
        #expect(deadlines.canExport(F.event(kind: .registration, start: nil, end: F.endOfDay(2026, 8, 1))))
        #expect(!deadlines.canExport(F.event(kind: .eventDate, start: nil, end: F.endOfDay(2026, 8, 1))))
        #expect(!deadlines.canExport(F.event(kind: .registration, start: F.seoul(2026, 8, 1), end: nil)))
    }

    @Test("--deadlines: one entry at the closing moment with two display alarms")
    func deadlines() throws {
        let timed = F.event(
            title: "샘플 마감",
            kind: .registration,
            raw: "07. 07(화) ~ 08. 22(토) 09:00",
            start: F.seoul(2026, 7, 7),
            end: F.seoul(2026, 8, 22, 9),
            endTime: true
        )
        let dateOnly = F.event(title: "샘플 날짜 마감", kind: .recruitment, start: nil, end: F.endOfDay(2026, 9, 9))
        let meetup = F.event(
            title: "샘플 밋업",
            start: F.seoul(2026, 9, 2, 18),
            end: F.endOfDay(2026, 9, 2),
            startTime: true
        )
        let text = Self.text([timed, dateOnly, meetup], deadlines: true)
        let lines = Self.contentLines(text)
        #expect(lines.filter { $0 == "BEGIN:VEVENT" }.count == 2)
        #expect(lines.contains("DTSTART:20260822T000000Z"))
        #expect(lines.contains("DTSTART:20260909T145900Z"))
        #expect(lines.contains("SUMMARY:[접수 마감] 샘플 마감"))
        #expect(lines.contains("SUMMARY:[모집 마감] 샘플 날짜 마감"))
        #expect(!lines.contains { $0.hasPrefix("DTEND") })
        #expect(lines.contains("UID:cli00001-deadline@devevents.quicksearch"))
        let alarms = lines.indices.filter { lines[$0] == "BEGIN:VALARM" }
        #expect(alarms.count == 4)
        for start in alarms {
            let end = try #require(lines[start...].firstIndex(of: "END:VALARM"))
            let body = lines[(start + 1)..<end]
            #expect(body.contains("ACTION:DISPLAY"))
            #expect(body.contains { $0.hasPrefix("TRIGGER:-P") })
            #expect(body.contains { $0.hasPrefix("DESCRIPTION:") && $0.count > "DESCRIPTION:".count })
        }
    }
}
