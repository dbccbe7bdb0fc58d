import CivilCalendar

/// A calendar date and time of day, converted to and from Unix seconds without Foundation's
/// formatters (the day by `CivilDate`).
struct CivilTime: Equatable {
    var year: Int
    var month: Int
    var day: Int
    var hour: Int
    var minute: Int
    var second: Int

    static let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    static let monthNames = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun",
        "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    /// Unix seconds of this civil time read as being `offsetSeconds` east of UTC.
    func unixSeconds(offsetSeconds: Int = 0) -> Int {
        let days = CivilDate(year: year, month: month, day: day).daysSince1970
        return days * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
    }

    /// Day of the week, 0 = Sunday.
    var weekday: Int {
        let days = Self.floorDivide(unixSeconds(), 86_400)
        return ((days % 7) + 11) % 7
    }

    private static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }
}

extension CivilTime {
    /// The civil time `offsetSeconds` east of UTC at the Unix time `seconds`.
    init(unixSeconds seconds: Int, offsetSeconds: Int = 0) {
        let local = seconds + offsetSeconds
        let days = Self.floorDivide(local, 86_400)
        let secondOfDay = local - days * 86_400
        let date = CivilDate(daysSince1970: days)
        self.init(
            year: date.year,
            month: date.month,
            day: date.day,
            hour: secondOfDay / 3600,
            minute: secondOfDay % 3600 / 60,
            second: secondOfDay % 60
        )
    }
}
