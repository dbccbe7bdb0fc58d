import CommandKit
import Foundation
import QuickSearchDomain

/// Renders events as an iCalendar file (RFC 5545): CRLF lines folded at 75 octets, text escaped,
/// timed entries in UTC, date-only periods as all-day entries (see `DevEventCalendarSpan`), and
/// for `--deadlines` one zero-length entry per closing moment with two alarms (a day and an
/// hour before). Events without dates (or, for deadlines, without a closing moment) are left out.
struct ICalendarRenderer {
    /// Stamped on every entry as DTSTAMP.
    let generatedAt: Date
    /// Where the events were read from, for the calendar's description.
    let sourceURL: String
    /// Only the closing moments of registration windows, each with alarms.
    var deadlines = false
    /// With `--weather`: each event's conditions by id, a last DESCRIPTION line (an event
    /// without an entry here, or with nil, gets none).
    var conditions: [String: DevEventConditions?] = [:]

    /// Whether an event gives an entry.
    func canExport(_ event: DevEvent) -> Bool {
        deadlines ? event.closingMoment != nil : DevEventCalendarSpan(event) != nil
    }

    /// The calendar of the exportable `events`; nil when none is (RFC 5545 requires at least one
    /// component, so an empty calendar is never written).
    func render(_ events: [DevEvent]) -> String? {
        let entries = events.compactMap { deadlines ? deadlineEntry($0) : vevent($0) }
        guard !entries.isEmpty else { return nil }
        var lines = [
            "BEGIN:VCALENDAR",
            "VERSION:2.0",
            "PRODID:-//QuickSearch//devevents \(QuickSearchVersion.current)//KO",
            "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH",
            "X-WR-CALNAME:" + escape(deadlines ? "Dev-Event 마감" : "Dev-Event"),
            "X-WR-TIMEZONE:Asia/Seoul",
            "X-WR-CALDESC:" + escape("Events from \(sourceURL) (Dev-Event, github.com/brave-people/Dev-Event)"),
        ]
        lines += entries.flatMap { $0 }
        lines.append("END:VCALENDAR")
        return lines.map(fold).joined(separator: "\r\n") + "\r\n"
    }

    private func vevent(_ event: DevEvent) -> [String]? {
        guard let span = DevEventCalendarSpan(event) else { return nil }
        var lines = ["BEGIN:VEVENT", "UID:\(event.id)@devevents.quicksearch", "DTSTAMP:\(utc(generatedAt))"]
        switch span {
        case .timed(let start, let end):
            lines.append("DTSTART:\(utc(start))")
            lines.append("DTEND:\(utc(end))")
        case .allDay(let first, let last):
            lines.append("DTSTART;VALUE=DATE:\(day(first))")
            lines.append("DTEND;VALUE=DATE:\(day(KoreaTime.calendar.date(byAdding: .day, value: 1, to: last) ?? last))")
        }
        lines.append("SUMMARY:" + escape(event.periodKind.summaryPrefix + event.title))
        return lines + details(event) + ["END:VEVENT"]
    }

    private func deadlineEntry(_ event: DevEvent) -> [String]? {
        guard let moment = event.closingMoment else { return nil }
        let summary = "[\(event.periodKind.label) 마감] " + event.title
        var lines = [
            "BEGIN:VEVENT", "UID:\(event.id)-deadline@devevents.quicksearch", "DTSTAMP:\(utc(generatedAt))",
            "DTSTART:\(utc(moment))", "TRANSP:TRANSPARENT", "SUMMARY:" + escape(summary),
        ]
        lines += details(event)
        for (trigger, when) in [("-P1D", "내일"), ("-PT1H", "1시간 후")] {
            lines += [
                "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:\(trigger)",
                "DESCRIPTION:" + escape("\(when) 마감: \(event.title)"), "END:VALARM",
            ]
        }
        return lines + ["END:VEVENT"]
    }

    /// URL, description, location and categories of an entry.
    private func details(_ event: DevEvent) -> [String] {
        var lines: [String] = []
        if let url = event.url {
            lines.append("URL:" + url.absoluteString)
        }
        var description = [String]()
        if !event.hosts.isEmpty { description.append("주최: " + event.hosts.joined(separator: " / ")) }
        if !event.tags.isEmpty { description.append("분류: " + event.tags.joined(separator: ", ")) }
        if !event.rawPeriod.isEmpty { description.append("\(event.periodKind.label): \(event.rawPeriod)") }
        if let url = event.url { description.append(url.absoluteString) }
        if case .some(.some(let weather)) = conditions[event.id] {
            let place = weather.place.map { " \($0)" } ?? ""
            description.append("날씨\(place): " + DevEventConditionsText.line(weather))
        }
        lines.append("DESCRIPTION:" + escape(description.joined(separator: "\n")))
        if let place = event.place { lines.append("LOCATION:" + escape(place)) }
        if !event.tags.isEmpty {
            lines.append("CATEGORIES:" + event.tags.map(escape).joined(separator: ","))
        }
        return lines
    }

    private static let utcCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return calendar
    }()

    private func utc(_ date: Date) -> String {
        let parts = Self.utcCalendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(
            format: "%04d%02d%02dT%02d%02d%02dZ",
            parts.year ?? 0,
            parts.month ?? 0,
            parts.day ?? 0,
            parts.hour ?? 0,
            parts.minute ?? 0,
            parts.second ?? 0
        )
    }

    private func day(_ date: Date) -> String {
        let parts = KoreaTime.calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d%02d%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    /// TEXT escaping: backslash, semicolon, comma, newline.
    private func escape(_ text: String) -> String {
        var output = ""
        for character in text {
            switch character {
            case "\\": output += "\\\\"
            case ";": output += "\\;"
            case ",": output += "\\,"
            case "\n", "\r\n": output += "\\n"
            default:
                if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control }) {
                    output.append(character)
                }
            }
        }
        return output
    }

    /// Folds a content line to at most 75 octets, never splitting a UTF-8 sequence.
    private func fold(_ line: String) -> String {
        var result = ""
        var octets = 0
        var limit = 75
        for character in line {
            let size = String(character).utf8.count
            if octets + size > limit {
                result += "\r\n "
                octets = 0
                limit = 74
            }
            result.append(character)
            octets += size
        }
        return result
    }
}
