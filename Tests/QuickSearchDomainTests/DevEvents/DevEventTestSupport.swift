import Foundation
import QuickSearchDomain

/// Helpers shared by the Dev-Event domain tests.
enum DevEventTestSupport {
    /// An instant in Seoul from `yyyy-MM-dd HH:mm:ss` (or `yyyy-MM-dd HH:mm`).
    static func seoul(_ text: String) -> Date? {
        let parts = text.split(whereSeparator: { $0 == "-" || $0 == " " || $0 == ":" }).compactMap { Int($0) }
        guard parts.count >= 5 else { return nil }
        return DevEventCalendar.date(
            year: parts[0],
            month: parts[1],
            day: parts[2],
            hour: parts[3],
            minute: parts[4],
            second: parts.count > 5 ? parts[5] : 0
        )
    }

    /// `yyyy-MM-dd HH:mm:ss` in Seoul, for readable failures.
    static func text(_ date: Date?) -> String? {
        guard let date else { return nil }
        let components = DevEventCalendar.calendar.dateComponents(
            [.year, .month, .day, .hour, .minute, .second],
            from: date
        )
        return String(
            format: "%04d-%02d-%02d %02d:%02d:%02d",
            components.year ?? 0,
            components.month ?? 0,
            components.day ?? 0,
            components.hour ?? 0,
            components.minute ?? 0,
            components.second ?? 0
        )
    }

    static func month(_ year: Int, _ month: Int) -> DevEventMonth {
        guard let value = DevEventMonth(year: year, month: month) else {
            fatalError("test month \(year)-\(month) does not exist")
        }
        return value
    }

    /// An event with the given facts (everything else neutral).
    static func event(
        title: String = "샘플 행사",
        url: String? = "https://example.com/e",
        tags: [String] = [],
        hosts: [String] = ["샘플주최"],
        period: String = "",
        key: String = "접수",
        section: DevEventMonth = month(2026, 8)
    ) -> DevEvent {
        let entry = DevEventRawEntry(
            title: title,
            url: url.flatMap(URL.init(string:)),
            fields: [
                DevEventRawField(label: "분류", value: tags.joined(separator: ", "), codeSpans: tags),
                DevEventRawField(label: "주최", value: hosts.joined(separator: " / ")),
            ] + (period.isEmpty ? [] : [DevEventRawField(label: key, value: period)])
        )
        return DevEvent(raw: entry, section: section, id: DevEventIdentifier.make(title: title, url: entry.url))
    }
}
