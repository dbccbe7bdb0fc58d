/// A time of day as written in a period text; `hour` may be 24 (midnight at the end of the day).
struct DevEventTimeOfDay: Equatable, Sendable {
    var hour: Int
    var minute: Int
}
