/// A calendar day as written in a period text; the year is often missing.
struct DevEventWrittenDate: Equatable, Sendable {
    var year: Int?
    var month: Int
    var day: Int
}
