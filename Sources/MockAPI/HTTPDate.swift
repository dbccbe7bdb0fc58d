import CivilCalendar

/// Dates in the forms HTTP and the upstream APIs write them.
enum HTTPDate {
    /// RFC 1123 in GMT, as in `Last-Modified`: `Sun, 06 Nov 1994 08:49:37 GMT`.
    static func rfc1123(unixSeconds: Int) -> String {
        let time = CivilTime(unixSeconds: unixSeconds)
        return "\(CivilTime.weekdayNames[time.weekday]), \(pad(time.date.day)) "
            + "\(CivilTime.monthNames[time.date.month - 1]) \(time.date.year) "
            + "\(pad(time.hour)):\(pad(time.minute)):\(pad(time.second)) GMT"
    }

    /// Naver's `lastBuildDate` form in Korean time: `Mon, 13 Mar 2023 16:49:45 +0900`.
    static func naverBuildDate(unixSeconds: Int) -> String {
        let time = CivilTime(unixSeconds: unixSeconds, offsetSeconds: koreaOffset)
        return "\(CivilTime.weekdayNames[time.weekday]), \(pad(time.date.day)) "
            + "\(CivilTime.monthNames[time.date.month - 1]) \(time.date.year) "
            + "\(pad(time.hour)):\(pad(time.minute)):\(pad(time.second)) +0900"
    }

    /// Kakao's ISO 8601 form in Korean time: `2018-12-16T09:40:08.000+09:00`.
    static func kakaoDateTime(unixSeconds: Int) -> String {
        let time = CivilTime(unixSeconds: unixSeconds, offsetSeconds: koreaOffset)
        return "\(time.date.year)-\(pad(time.date.month))-\(pad(time.date.day))T"
            + "\(pad(time.hour)):\(pad(time.minute)):\(pad(time.second)).000+09:00"
    }

    /// Reads an RFC 1123 date (`Sun, 06 Nov 1994 08:49:37 GMT`); nil for any other form.
    static func parseRFC1123(_ text: String) -> Int? {
        let parts = text.split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 6, parts[5] == "GMT",
            let day = Int(parts[1]),
            let monthIndex = CivilTime.monthNames.firstIndex(of: String(parts[2])),
            let year = Int(parts[3])
        else { return nil }
        let clock = parts[4].split(separator: ":")
        guard clock.count == 3, let hour = Int(clock[0]), let minute = Int(clock[1]),
            let second = Int(clock[2]),
            (1...9999).contains(year), (1...31).contains(day), (0...23).contains(hour), (0...59).contains(minute),
            (0...60).contains(second)
        else { return nil }
        let time = CivilTime(
            date: CivilDate(year: year, month: monthIndex + 1, day: day),
            hour: hour,
            minute: minute,
            second: second
        )
        return time.unixSeconds()
    }

    static let koreaOffset = 9 * 3600

    private static func pad(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
