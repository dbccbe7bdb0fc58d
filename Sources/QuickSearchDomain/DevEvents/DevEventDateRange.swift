import Foundation

/// The start and end points of a period, as written (before years and instants are known).
struct DevEventDateRange: Sendable {
    /// One end of the range: a day and maybe a time of day.
    struct Point: Sendable {
        var date: DevEventWrittenDate
        var time: DevEventTimeOfDay?
    }

    var start: Point?
    var end: Point?
    /// The end is a time only, on the start's day.
    var endOnStartDay = false
    var durationHours: Int?
    /// An end was written after the range separator but could not be read.
    var endUnreadable = false

    /// Nil when the items hold no date at all. `endUnreadable`: something after the separator
    /// could not be read.
    init?(items: [DevEventDateItem], durationHours: Int?, endUnreadable: Bool = false) {
        self.durationHours = durationHours
        if let separator = items.firstIndex(of: .separator) {
            let left = Self.groups(items[..<separator], bareDayMonth: nil)
            let leftDate = left.first?.date
            let right = Self.groups(items[(separator + 1)...], bareDayMonth: leftDate)
            let leftTimes = Self.times(items[..<separator])
            let rightTimes = Self.times(items[(separator + 1)...])
            if let first = left.first {
                start = Point(date: first.date, time: first.times.first)
            }
            if let first = right.first {
                end = Point(date: first.date, time: first.times.first)
            } else if let startPoint = start, let time = rightTimes.first {
                end = Point(date: startPoint.date, time: time)
                endOnStartDay = true
            }
            if start == nil, let endPoint = end, let time = leftTimes.first {
                start = Point(date: endPoint.date, time: time)
            }
            // `04. 28(수) ~ 30(금) 19:00 ~ 22:00`: a day range with a daily time window, from the
            // window's start on the first day to its end on the last.
            if start?.time == nil, end != nil, let times = right.first?.times, times.count >= 2 {
                start?.time = times[0]
                end?.time = times[1]
            }
            self.endUnreadable = end == nil && endUnreadable
        } else {
            let groups = Self.groups(items[...], bareDayMonth: nil)
            guard let first = groups.first else { return nil }
            start = Point(date: first.date, time: first.times.first)
            if groups.count > 1 {
                end = Point(date: groups[1].date, time: groups[1].times.first)
            } else if first.times.count > 1 {
                end = Point(date: first.date, time: first.times[1])
                endOnStartDay = true
            } else {
                end = Point(date: first.date, time: nil)
                endOnStartDay = first.times.first != nil
            }
        }
        guard start != nil || end != nil else { return nil }
    }

    /// Dates in order, each with the times written after it (times before the first date go to it).
    private static func groups(
        _ items: ArraySlice<DevEventDateItem>,
        bareDayMonth: DevEventWrittenDate?
    ) -> [(date: DevEventWrittenDate, times: [DevEventTimeOfDay])] {
        var groups: [(date: DevEventWrittenDate, times: [DevEventTimeOfDay])] = []
        var leadingTimes: [DevEventTimeOfDay] = []
        for item in items {
            switch item {
            case .date(let date):
                groups.append((date, groups.isEmpty ? leadingTimes : []))
            case .bareDay(let day):
                if let base = bareDayMonth, groups.isEmpty {
                    groups.append((DevEventWrittenDate(year: base.year, month: base.month, day: day), leadingTimes))
                }
            case .time(let time):
                if groups.isEmpty {
                    leadingTimes.append(time)
                } else {
                    groups[groups.count - 1].times.append(time)
                }
            case .separator:
                continue
            }
        }
        return groups
    }

    private static func times(_ items: ArraySlice<DevEventDateItem>) -> [DevEventTimeOfDay] {
        items.compactMap { item in
            if case .time(let time) = item { return time }
            return nil
        }
    }
}
