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
            anchor.year = Self.nearestYear(month: anchor.month, to: section)
            startDate = anchor
        }
        if endOnStartDay, let startDay = startDate {
            endDate = startDay
        }

        // `24시` ending a day of its own (`09. 09(화) 24시`) is the end of that day, as a date
        // without a time; only a same-day range (`19:00 ~ 24:00`) keeps it as midnight.
        let endTime = end?.time == DevEventTimeOfDay(hour: 24, minute: 0) && !endOnStartDay ? nil : end?.time
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
        if let from = startInstant, let until = endInstant, until < from {
            // Written inconsistently (e.g. `07. 19 ~ 9 23:30`): no reading can be trusted, so the
            // entry is listed with its raw text, like any other unreadable period.
            return .unknown
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

    /// `date` with its year set so that it does not fall after `anchor` by a month or more.
    private static func placed(_ date: DevEventWrittenDate, before anchor: DevEventWrittenDate) -> DevEventWrittenDate {
        guard date.year == nil, let year = anchor.year else { return date }
        var placed = date
        placed.year = date.month > anchor.month ? year - 1 : year
        return placed
    }

    /// `date` with its year set so that it does not fall before `anchor` by a month or more.
    private static func placed(_ date: DevEventWrittenDate, after anchor: DevEventWrittenDate) -> DevEventWrittenDate {
        guard date.year == nil, let year = anchor.year else { return date }
        var placed = date
        placed.year = date.month < anchor.month ? year + 1 : year
        return placed
    }

    private static func instant(_ date: DevEventWrittenDate, time: DevEventTimeOfDay?, endOfDay: Bool) -> Date? {
        guard let year = date.year else { return nil }
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
