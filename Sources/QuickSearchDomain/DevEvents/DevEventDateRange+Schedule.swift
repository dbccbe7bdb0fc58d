import Foundation

extension DevEventDateRange {
    /// Infers the missing years from `section` (see `DevEventDateParser`) and builds the instants.
    func schedule(in section: DevEventMonth) -> DevEventSchedule {
        var startDate = start?.date
        var endDate = end?.date
        if let written = endDate, written.year != nil {
            startDate = startDate.map { Self.placed($0, before: written) }
        } else if let written = startDate, written.year != nil {
            endDate = endDate.map { Self.placed($0, after: written) }
        } else if var anchor = endDate {
            anchor.year = Self.nearestYear(month: anchor.month, to: section)
            endDate = anchor
            startDate = startDate.map { Self.placed($0, before: anchor) }
        } else if var anchor = startDate {
            anchor.year =
                endUnreadable
                ? Self.startYear(month: anchor.month, under: section)
                : Self.nearestYear(month: anchor.month, to: section)
            startDate = anchor
        }
        if endOnStartDay, let startDay = startDate {
            endDate = startDay
        }

        let endTime = end?.time
        let startInstant = startDate.flatMap { Self.instant($0, time: start?.time, endOfDay: false) }
        var endInstant = endDate.flatMap { Self.instant($0, time: endTime, endOfDay: true) }
        var endTimeGiven = endTime != nil
        if endOnStartDay, let from = startInstant, let until = endInstant, until < from, endTime != nil {
            endInstant = until.addingTimeInterval(86_400)
        }
        if endTime == nil, start?.time != nil, let hours = durationHours, let from = startInstant,
            let startDay = startDate, let endDay = endDate, startDay == endDay
        {
            endInstant = from.addingTimeInterval(TimeInterval(hours * 3600))
            endTimeGiven = true
        }
        guard startInstant != nil || endInstant != nil else { return .unknown }
        if let from = startInstant, let until = endInstant, until < from, let startDay = startDate,
            let endDay = endDate
        {
            // The end is written before the start (`05. 14 ~ 04. 23`, a typo): both points as
            // written, in one year and in order, and the period marked doubtful.
            return DevEventSchedule(
                start: Self.instant(endDay, time: endTime, endOfDay: false),
                end: Self.instant(startDay, time: start?.time, endOfDay: true),
                startTimeGiven: endTime != nil,
                endTimeGiven: start?.time != nil,
                doubtful: true
            )
        }
        return DevEventSchedule(
            start: startInstant,
            end: endInstant,
            startTimeGiven: startInstant != nil && start?.time != nil,
            endTimeGiven: endInstant != nil && endTimeGiven
        )
    }

    /// The year nearest the section's month for a date written without one.
    static func nearestYear(month: Int, to section: DevEventMonth) -> Int {
        let delta = month - section.month
        if delta > 6 { return section.year - 1 }
        if delta < -6 { return section.year + 1 }
        return section.year
    }

    /// The year of a start whose end was written but cannot be read: the heading's when the
    /// start's month is at or before the heading's, else the year before.
    static func startYear(month: Int, under section: DevEventMonth) -> Int {
        month <= section.month ? section.year : section.year - 1
    }

    /// How many months a window may span across the year end (`12. 14 ~ 01. 05` spans one).
    static let maximumMonthsAcrossYearEnd = 6

    /// `date` (a start) with its year set: the year before `anchor`'s when its month is later
    /// than the anchor's and the window across the year end spans at most
    /// `maximumMonthsAcrossYearEnd` months; else the anchor's (a later start is then an end
    /// written before its start).
    private static func placed(_ date: DevEventWrittenDate, before anchor: DevEventWrittenDate) -> DevEventWrittenDate {
        guard date.year == nil, let year = anchor.year else { return date }
        var placed = date
        let acrossYearEnd = date.month > anchor.month && anchor.month + 12 - date.month <= maximumMonthsAcrossYearEnd
        placed.year = acrossYearEnd ? year - 1 : year
        return placed
    }

    /// `date` (an end) with its year set: the year after `anchor`'s when its month is earlier
    /// than the anchor's and the window across the year end spans at most
    /// `maximumMonthsAcrossYearEnd` months; else the anchor's.
    private static func placed(_ date: DevEventWrittenDate, after anchor: DevEventWrittenDate) -> DevEventWrittenDate {
        guard date.year == nil, let year = anchor.year else { return date }
        var placed = date
        let acrossYearEnd = date.month < anchor.month && date.month + 12 - anchor.month <= maximumMonthsAcrossYearEnd
        placed.year = acrossYearEnd ? year + 1 : year
        return placed
    }

    /// The instant of `date` at `time`; without a time, its first or last second. `24:00` (and
    /// `24시`) is the end of that day: its last second, 23:59:59, the time counted as given.
    private static func instant(_ date: DevEventWrittenDate, time: DevEventTimeOfDay?, endOfDay: Bool) -> Date? {
        guard let year = date.year else { return nil }
        if let time, time.hour == 24 {
            return DevEventCalendar.date(year: year, month: date.month, day: date.day, hour: 23, minute: 59, second: 59)
        }
        if let time {
            return DevEventCalendar.date(
                year: year,
                month: date.month,
                day: date.day,
                hour: time.hour,
                minute: time.minute
            )
        }
        return endOfDay
            ? DevEventCalendar.date(year: year, month: date.month, day: date.day, hour: 23, minute: 59, second: 59)
            : DevEventCalendar.date(year: year, month: date.month, day: date.day)
    }
}
