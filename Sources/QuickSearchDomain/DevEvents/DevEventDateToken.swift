/// One lexical piece of a period text, as read by `DevEventDateTokenizer`.
enum DevEventDateToken: Equatable, Sendable {
    /// A run of ASCII digits (at most 6) with its value and length.
    case number(value: Int, digits: Int)
    case dot
    case comma
    case colon
    case slash
    case hyphen
    /// A range separator: `~` and its look-alikes, en and em dashes.
    case tilde
    /// A Korean date or time unit written after a number.
    case unit(Unit)
    /// 오전 (false) or 오후 (true), also AM / PM.
    case meridiem(afternoon: Bool)
    /// A weekday in parentheses, `(화)`, `(화요일)` or `(Tue)`: what follows a date.
    case weekday
    /// Any other text (`TBA`, `중`, `#`, ...).
    case word

    /// Korean units: 년 월 일 시 분, and 반 (half past).
    enum Unit: Sendable {
        case year, month, day, hour, minute, half
    }
}
