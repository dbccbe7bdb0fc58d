/// A day of the proleptic Gregorian calendar, and its number counted from 1970-01-01 (day 0,
/// negative before), converted both ways by plain arithmetic: eras of 400 years (146,097 days)
/// counted from 0000-03-01, so that the leap day ends each year of the era. Constant time, no
/// calendar object, no time zone: the callers say which zone the day is in.
///
/// The one copy of this arithmetic for the package: the kit's JSON timestamps, the domain's
/// Korea calendar and event days, the command-line time parser and the mock's dates.
public struct CivilDate: Sendable, Hashable {
    public var year: Int
    /// 1 (January) to 12.
    public var month: Int
    /// 1 to the days in the month; not checked here (see `daysIn(month:of:)`).
    public var day: Int

    @inlinable
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day numbered `daysSince1970`.
    @inlinable
    public init(daysSince1970: Int) {
        let days = daysSince1970 + 719_468  // from 0000-03-01
        let era = (days >= 0 ? days : days - 146_096) / 146_097
        let dayOfEra = days - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// The day's number: days from 1970-01-01 to it.
    @inlinable
    public var daysSince1970: Int {
        let yearFromMarch = month <= 2 ? year - 1 : year
        let era = (yearFromMarch >= 0 ? yearFromMarch : yearFromMarch - 399) / 400
        let yearOfEra = yearFromMarch - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The days in `month` (1 to 12) of `year`.
    @inlinable
    public static func daysIn(month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
