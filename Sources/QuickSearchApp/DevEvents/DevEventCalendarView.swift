import CommandKit
import Foundation
import QuickSearchDomain

/// `calendar` for people. On a terminal at least `gridWidth` columns wide, the month as a grid
/// like `cal`'s, Monday first under Korean weekday names: each week a line of day numbers
/// (today in brackets, or in reverse video with colour), then the legend numbers of what falls
/// on each day (`N` an event's day, `N!` a deadline), then the numbered legend. Narrower, and
/// for a week, the days as a list, each with what falls on it. Piped, one tab-separated row per
/// mark: date, kind, number, id, time (ISO 8601, empty for a whole day), title.
struct DevEventCalendarView: HumanView {
    let agenda: DevEventAgenda
    /// The month of a grid; nil for a week.
    let month: DevEventMonth?
    let today: DevEventDay
    /// Ids of the saved events, marked ★ in the legend.
    let saved: Set<String>
    let credit: String
    let remarks: [String]

    /// The narrowest terminal the grid is drawn on; below it, the list.
    static let gridWidth = 60
    /// The widest a day's cell grows.
    static let widestCell = 16
    /// Today, with colour: reverse video, bold.
    private static let todayStyle = ANSIStyle(codes: [7, 1])
    /// The columns of what falls due in the list (`마감 14:00`).
    private static let whatWidth = 10

    func render(for terminal: TerminalCapabilities) -> HumanText {
        guard terminal.showsTable else {
            return HumanText(lines: plainRows(), notes: [credit], remarks: remarks)
        }
        let lines: [String]
        if let month, terminal.width >= Self.gridWidth {
            lines = grid(month, terminal: terminal) + legend(terminal: terminal)
        } else {
            lines = dayList(terminal: terminal)
        }
        return HumanText(lines: lines + [""], notes: [credit], remarks: remarks)
    }

    // MARK: - The grid

    private func grid(_ month: DevEventMonth, terminal: TerminalCapabilities) -> [String] {
        let cell = min(Self.widestCell, (terminal.width - 6) / 7)
        let color = terminal.colorEnabled
        let total = cell * 7 + 6
        let heading = DevEventDateFormat.monthHeading(month)
        let indent = max(0, (total - DisplayWidth.of(heading)) / 2)
        var lines = [String(repeating: " ", count: indent) + ANSIStyle.bold.apply(to: heading, enabled: color)]
        let names = DevEventDateFormat.weekdaysFromMonday.enumerated().map { index, name in
            weekendStyle(index + 1).apply(to: " " + name, enabled: color)
                + String(repeating: " ", count: cell - 3)
        }
        lines.append(trimmed(names.joined(separator: " ")))
        for week in month.weeks {
            let days = week.map { day in day.map { dayField($0, cell: cell, color: color) } ?? pad("", cell) }
            lines.append(trimmed(days.joined(separator: " ")))
            let marks = week.map { day in day.map { markLines($0, width: cell - 1) } ?? [] }
            let height = max(1, marks.map(\.count).max() ?? 0)
            for row in 0..<height {
                let cells = marks.map { dayLines in
                    row < dayLines.count
                        ? " " + styledMarks(dayLines[row], color: color) + padding(dayLines[row], cell - 1)
                        : pad("", cell)
                }
                lines.append(trimmed(cells.joined(separator: " ")))
            }
        }
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    /// A day's number in its cell: ` 22`, today `[22]` (reverse video with colour instead).
    private func dayField(_ day: DevEventDay, cell: Int, color: Bool) -> String {
        let number = day.day < 10 ? " \(day.day)" : "\(day.day)"
        if day == today {
            let text = color ? Self.todayStyle.apply(to: " \(number) ", enabled: true) : "[\(number)]"
            return text + String(repeating: " ", count: cell - 4)
        }
        return " " + weekendStyle(day.weekday).apply(to: number, enabled: color)
            + String(repeating: " ", count: cell - 3)
    }

    /// The words for the marks of `day`, wrapped into lines of at most `width` columns.
    private func markLines(_ day: DevEventDay, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for mark in agenda.marks[day] ?? [] {
            let word = "\(mark.number)" + (mark.kind == .deadline ? "!" : "")
            if line.isEmpty {
                line = word
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// Deadlines (`N!`) in red and event days in cyan, with colour.
    private func styledMarks(_ line: String, color: Bool) -> String {
        guard color else { return line }
        return line.split(separator: " ").map { word in
            (word.hasSuffix("!") ? ANSIStyle.red : ANSIStyle.cyan).apply(to: String(word), enabled: true)
        }
        .joined(separator: " ")
    }

    /// Saturday in blue and Sunday in red, as Korean calendars print them.
    private func weekendStyle(_ weekday: Int) -> ANSIStyle {
        weekday == 6 ? .blue : weekday == 7 ? .red : .plain
    }

    /// The legend under the grid: a line saying what the marks mean, then one row per event:
    /// its number, id, what falls on the grid (`마감`, a deadline; `행사`, event days), when,
    /// and its title.
    private func legend(terminal: TerminalCapabilities) -> [String] {
        guard !agenda.isEmpty else { return [] }
        let layout = TableRenderer(columns: [
            TableColumn(header: "NO", alignment: .right, priority: 9, isRequired: true),
            TableColumn(header: "ID", priority: 5),
            TableColumn(header: "WHAT", priority: 6),
            TableColumn(header: "WHEN", maxWidth: 36, priority: 7),
            TableColumn(header: "TITLE", minWidth: 16, maxWidth: 60, isFlexible: true, priority: 8),
        ])
        let rows = agenda.legend.enumerated().map { index, event in
            let closing = event.closingMoment.map { DevEventDateFormat.moment($0, withTime: true) }
            return [
                TableCell("\(index + 1)"),
                TableCell(event.id, style: .dim),
                TableCell(closing == nil ? "행사" : "마감", style: closing == nil ? .cyan : .red),
                TableCell(closing ?? DevEventDateFormat.period(event)),
                TableCell(saved.contains(event.id) ? "★ " + event.title : event.title),
            ]
        }
        let key = "N: 행사일 (event day)  N!: 접수 마감 (registration closes)"
        return [
            "",
            ANSIStyle.dim.apply(
                to: TextTruncation.truncate(key, toWidth: terminal.width),
                enabled: terminal.colorEnabled
            ),
        ]
            + layout.render(rows, width: terminal.width, colorEnabled: terminal.colorEnabled)
    }

    // MARK: - The list by day

    /// Each day with what falls on it: every day of a week; of a month, the days with marks and
    /// today.
    private func dayList(terminal: TerminalCapabilities) -> [String] {
        let color = terminal.colorEnabled
        let heading =
            month.map(DevEventDateFormat.monthHeading)
            ?? "\(DevEventDateFormat.day(agenda.first)) ~ \(DevEventDateFormat.day(agenda.last))"
        var lines = [
            ANSIStyle.bold.apply(to: TextTruncation.truncate(heading, toWidth: terminal.width), enabled: color)
        ]
        let span = agenda.first.days(to: agenda.last)
        for offset in 0...max(0, span) {
            let day = agenda.first.adding(days: offset)
            let marks = agenda.marks[day] ?? []
            guard month == nil || !marks.isEmpty || day == today else { continue }
            let name = DevEventDateFormat.day(day) + (day == today ? " 오늘" : "")
            let style = day == today ? Self.todayStyle : weekendStyle(day.weekday)
            lines.append(style.apply(to: name, enabled: color))
            for mark in marks {
                let time = mark.time.map { " " + DevEventDateFormat.clock($0) } ?? ""
                let what = (mark.kind == .deadline ? "마감" : "행사") + time
                let markStyle = mark.kind == .deadline ? ANSIStyle.red : ANSIStyle.cyan
                let lead =
                    "  " + markStyle.apply(to: what, enabled: color) + padding(what, Self.whatWidth) + "  "
                    + ANSIStyle.dim.apply(to: mark.event.id, enabled: color) + "  "
                let room = terminal.width - (2 + Self.whatWidth + 2 + DisplayWidth.of(mark.event.id) + 2)
                let title = (saved.contains(mark.event.id) ? "★ " : "") + TextSanitizer.singleLine(mark.event.title)
                lines.append(trimmed(lead + TextTruncation.truncate(title, toWidth: max(1, room))))
            }
        }
        return lines
    }

    // MARK: - Piped

    private func plainRows() -> [String] {
        let layout = TableRenderer(
            columns: ["DATE", "KIND", "NUMBER", "ID", "TIME", "TITLE"].map { TableColumn(header: $0) }
        )
        return layout.plainRows(
            agenda.allMarks.map { mark in
                [
                    mark.day.description, mark.kind.rawValue, "\(mark.number)", mark.event.id,
                    mark.time.map(JSONOutput.korea.timestamp) ?? "", mark.event.title,
                ]
            }
        )
    }

    // MARK: - Helpers

    private func pad(_ text: String, _ width: Int) -> String {
        TextTruncation.pad(text, toWidth: width)
    }

    /// The spaces that fill `text` to `width` columns.
    private func padding(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    }

    private func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
