import Foundation

/// AirKorea's measurement time, `yyyy-MM-dd HH:mm` in Korea time, where `24:00` is the next
/// day's midnight (the hour 23:00–24:00 is labelled by its end).
public enum AirKoreaDataTime {
    /// The instant of a `dataTime`; nil for anything not in that form.
    public static func parse(_ text: String) -> Date? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: " ")
        guard parts.count == 2 else { return nil }
        let day = parts[0].split(separator: "-", omittingEmptySubsequences: false)
        let time = parts[1].split(separator: ":", omittingEmptySubsequences: false)
        guard day.count == 3, time.count == 2,
            day[0].count == 4, day[1].count == 2, day[2].count == 2, time[0].count == 2, time[1].count == 2,
            let year = Int(day[0]), let month = Int(day[1]), let dayOfMonth = Int(day[2]),
            let hour = Int(time[0]), let minute = Int(time[1]),
            (1...12).contains(month), (1...31).contains(dayOfMonth), (0...24).contains(hour), (0...59).contains(minute),
            hour < 24 || minute == 0
        else { return nil }
        let components = DateComponents(year: year, month: month, day: dayOfMonth)
        guard let midnight = KoreaTime.calendar.date(from: components),
            KoreaTime.calendar.component(.day, from: midnight) == dayOfMonth
        else { return nil }
        return midnight.addingTimeInterval(TimeInterval(hour * 3600 + minute * 60))
    }
}
