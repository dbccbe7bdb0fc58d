/// What `DevEventDateReader` recognises in a sequence of tokens.
enum DevEventDateItem: Equatable, Sendable {
    case date(DevEventWrittenDate)
    case time(DevEventTimeOfDay)
    /// A lone day number after a range separator (`08. 14 ~ 16`): same month as the start.
    case bareDay(Int)
    /// `~`, a dash, or a hyphen between two points.
    case separator
}

/// A calendar day as written in a period text; the year is often missing.
struct DevEventWrittenDate: Equatable, Sendable {
    var year: Int?
    var month: Int
    var day: Int
}

/// A time of day as written in a period text; `hour` may be 24 (midnight at the end of the day).
struct DevEventTimeOfDay: Equatable, Sendable {
    var hour: Int
    var minute: Int
}
