import Foundation

/// RFC 9110 IMF-fixdate, as used by `Last-Modified`, `If-Modified-Since` and `Retry-After`.
public enum HTTPDate {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    private static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "GMT") ?? .gmt
        return calendar
    }

    /// Parses `Sun, 06 Nov 1994 08:49:37 GMT`; nil for anything else.
    public static func parse(_ text: String) -> Date? {
        let parts = text.split(separator: " ")
        guard parts.count == 6, parts[5] == "GMT",
            let day = Int(parts[1]),
            let month = months.firstIndex(of: String(parts[2])),
            let year = Int(parts[3])
        else { return nil }
        let time = parts[4].split(separator: ":").compactMap { Int($0) }
        guard time.count == 3 else { return nil }
        let components = DateComponents(
            year: year,
            month: month + 1,
            day: day,
            hour: time[0],
            minute: time[1],
            second: time[2]
        )
        return calendar.date(from: components)
    }

}
