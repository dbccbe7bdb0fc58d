/// What `DevEventDateReader` recognises in a sequence of tokens.
enum DevEventDateItem: Equatable, Sendable {
    case date(DevEventWrittenDate)
    case time(DevEventTimeOfDay)
    /// A lone day number after a range separator (`08. 14 ~ 16`): same month as the start.
    case bareDay(Int)
    /// `~`, a dash, or a hyphen between two points.
    case separator
}
