import Foundation
import QuickSearchDomain
import Testing

@testable import CommandKit
@testable import QuickSearchApp

/// `calendar` on a terminal: the month grid (Monday first, Korean weekday names, today
/// highlighted, marks and the numbered legend) fits the width from 60 columns; below it, and
/// for a week, a list by day.
@Suite("devevents calendar on a terminal")
struct DevEventsCalendarViewTests {
    typealias F = DevEventsCLIFixtures

    /// March 2026 (its 1st is a Sunday): a deadline on the 1st, today, and a two-day event at
    /// the end of the month.
    static func march(today day: Int = 1) throws -> DevEventCalendarView {
        var closing = F.event(
            title: "샘플 3월 접수",
            kind: .registration,
            start: F.seoul(2026, 2, 20),
            end: F.seoul(2026, 3, 1, 18),
            endTime: true
        )
        closing.id = "close001"
        var event = F.event(title: "샘플 3월 행사", start: F.seoul(2026, 3, 30), end: F.endOfDay(2026, 3, 31))
        event.id = "event002"
        let month = try #require(DevEventMonth(year: 2026, month: 3))
        let days = month.days
        let agenda = DevEventAgenda(
            events: [event, closing],
            from: try #require(days.first),
            through: try #require(days.last)
        )
        return DevEventCalendarView(
            agenda: agenda,
            month: month,
            today: try #require(DevEventDay(year: 2026, month: 3, day: day)),
            saved: ["event002"],
            credit: "Source: test",
            remarks: []
        )
    }

    static func lines(_ view: DevEventCalendarView, width: Int, color: Bool = false) -> [String] {
        view.render(for: TerminalCapabilities(isTTY: true, colorEnabled: color, width: width)).lines
    }

    @Test("80 columns: the heading, 월 … 일, the 1st under 일 in brackets, its mark under it, six weeks")
    func grid() throws {
        let lines = Self.lines(try Self.march(), width: 80)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 }, "\(lines)")
        #expect(lines[0].trimmingCharacters(in: .whitespaces) == "2026년 3월")
        #expect(lines[1] == " 월         화         수         목         금         토         일")
        #expect(lines[2] == String(repeating: " ", count: 66) + "[ 1]")
        #expect(lines[3] == String(repeating: " ", count: 67) + "1!")
        let weekLines = lines.filter { $0.hasPrefix("  2 ") || $0.hasPrefix(" 30 ") }
        #expect(weekLines.count == 2, "the week of the 2nd and the sixth week, of the 30th and 31st")
        let sixth = try #require(lines.firstIndex { $0.hasPrefix(" 30 ") })
        #expect(lines[sixth + 1] == " 2          2")
        #expect(lines.contains { $0.hasPrefix("N: 행사일") })
        let legend = lines.filter { $0.contains("close001") || $0.contains("event002") }
        #expect(legend.count == 2)
        #expect(legend[0].hasPrefix(" 1  close001  마감  3/1 (일) 18:00"))
        #expect(legend[1].hasPrefix(" 2  event002  행사  3/30 (월) ~ 3/31 (화)"))
        #expect(legend[1].hasSuffix("★ 샘플 3월 행사"))
    }

    @Test("the grid grows with the terminal, fits it at 60, and at 59 becomes a list by day")
    func widths() throws {
        let view = try Self.march()
        let wide = Self.lines(view, width: 120)
        #expect(wide[1].hasPrefix(" 월" + String(repeating: " ", count: 15) + "화"))
        #expect(wide.allSatisfy { DisplayWidth.of($0) <= 120 })
        let narrow = Self.lines(view, width: 60)
        #expect(narrow[1].hasPrefix(" 월      화"))
        #expect(narrow.allSatisfy { DisplayWidth.of($0) <= 60 })
        let list = Self.lines(view, width: 59)
        #expect(!list.contains { $0.contains(" 월 ") })
        #expect(
            list == [
                "2026년 3월", "3/1 (일) 오늘", "  마감 18:00  close001  샘플 3월 접수", "3/30 (월)",
                "  행사        event002  ★ 샘플 3월 행사", "3/31 (화)", "  행사        event002  ★ 샘플 3월 행사", "",
            ]
        )
    }

    @Test("with colour, today is in reverse video, Sunday red, deadlines red and event days cyan")
    func colour() throws {
        let lines = Self.lines(try Self.march(today: 2), width: 80, color: true)
        let text = lines.joined(separator: "\n")
        #expect(text.contains("\u{1B}[7;1m  2 \u{1B}[0m"))
        #expect(text.contains("\u{1B}[31m 1\u{1B}[0m"), "the 1st, a Sunday, in red")
        #expect(text.contains("\u{1B}[31m1!\u{1B}[0m"))
        #expect(text.contains("\u{1B}[36m2\u{1B}[0m"))
        #expect(!text.contains("[ 2]"))
    }

    @Test("piped: one row per mark, the time empty for a whole day")
    func piped() throws {
        let text = try Self.march().render(for: TerminalCapabilities(isTTY: false, colorEnabled: false, width: 80))
        #expect(
            text.lines == [
                "2026-03-01\tdeadline\t1\tclose001\t2026-03-01T18:00:00+09:00\t샘플 3월 접수",
                "2026-03-30\tevent_day\t2\tevent002\t\t샘플 3월 행사",
                "2026-03-31\tevent_day\t2\tevent002\t\t샘플 3월 행사",
            ]
        )
        #expect(text.notes == ["Source: test"])
    }
}
