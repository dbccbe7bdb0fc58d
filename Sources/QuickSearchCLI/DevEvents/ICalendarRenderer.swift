import Foundation
import QuickSearchDomain

/// Renders events as an iCalendar file (RFC 5545): CRLF lines folded at 75 octets, text escaped,
/// timed events in UTC, date-only periods as all-day events. Events without dates are left out.
struct ICalendarRenderer {
    /// Stamped on every event as DTSTAMP.
    let generatedAt: Date
    /// Where the events were read from, for the calendar's description.
    let sourceURL: String

    func render(_ events: [DevEvent]) -> String {
        var lines = [
            "BEGIN:VCALENDAR",
            "VERSION:2.0",
            "PRODID:-//QuickSearch//devevents \(QuickSearchVersion.current)//KO",
            "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH",
            "X-WR-CALNAME:" + escape("Dev-Event"),
            "X-WR-TIMEZONE:Asia/Seoul",
            "X-WR-CALDESC:" + escape("Events from \(sourceURL) (Dev-Event, github.com/brave-people/Dev-Event)"),
        ]
        for event in events {
            lines += vevent(event) ?? []
        }
        lines.append("END:VCALENDAR")
        return lines.map(fold).joined(separator: "\r\n") + "\r\n"
    }

    /// Whether an event has the dates a calendar entry needs.
    static func canExport(_ event: DevEvent) -> Bool {
        event.start != nil || event.end != nil
    }

    private func vevent(_ event: DevEvent) -> [String]? {
        guard let first = event.start ?? event.end else { return nil }
        // One date with a time (`09. 02(수) 18:00`): its end is only the day's end by default,
        // so it is an entry at that time, like an open-ended start.
        let singleTime = event.startTimeGiven && !event.endTimeGiven
            && event.end.map { KoreaTime.calendar.isDate(first, inSameDayAs: $0) } == true
        let last = singleTime ? first : event.end ?? first
        var lines = ["BEGIN:VEVENT", "UID:\(event.id)@devevents.quicksearch", "DTSTAMP:\(utc(generatedAt))"]
        let timed = singleTime || ((event.start == nil || event.startTimeGiven) && (event.end == nil || event.endTimeGiven))
        if timed {
            lines.append("DTSTART:\(utc(first))")
            lines.append("DTEND:\(utc(max(last, first.addingTimeInterval(event.end == nil || last == first ? 3600 : 0))))")
        } else {
            lines.append("DTSTART;VALUE=DATE:\(day(first))")
            lines.append("DTEND;VALUE=DATE:\(day(KoreaTime.calendar.date(byAdding: .day, value: 1, to: last) ?? last))")
        }
        lines.append("SUMMARY:" + escape(event.periodKind.summaryPrefix + event.title))
        if let url = event.url {
            lines.append("URL:" + url.absoluteString)
        }
        var description = [String]()
        if !event.hosts.isEmpty { description.append("주최: " + event.hosts.joined(separator: " / ")) }
        if !event.tags.isEmpty { description.append("분류: " + event.tags.joined(separator: ", ")) }
        if !event.rawPeriod.isEmpty { description.append("\(event.periodKind.label): \(event.rawPeriod)") }
        if let url = event.url { description.append(url.absoluteString) }
        lines.append("DESCRIPTION:" + escape(description.joined(separator: "\n")))
        if let place = event.place { lines.append("LOCATION:" + escape(place)) }
        if !event.tags.isEmpty {
            lines.append("CATEGORIES:" + event.tags.map(escape).joined(separator: ","))
        }
        lines.append("END:VEVENT")
        return lines
    }

    private static let utcCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return calendar
    }()

    private func utc(_ date: Date) -> String {
        let parts = Self.utcCalendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(format: "%04d%02d%02dT%02d%02d%02dZ", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
                      parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
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
