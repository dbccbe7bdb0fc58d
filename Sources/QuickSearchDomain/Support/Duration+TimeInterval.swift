import Foundation

extension Duration {
    /// The duration in seconds, as Foundation's `TimeInterval` (below a double's precision, attoseconds
    /// are rounded). The one conversion from `Duration` to seconds.
    public var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }

    /// Whole milliseconds (rounded down, at least 0, at most `Int.max`), as libcurl's `_MS`
    /// options take them; derived from `timeInterval`.
    public var wholeMilliseconds: Int {
        let milliseconds = (timeInterval * 1000).rounded(.down)
        guard milliseconds > 0 else { return 0 }
        return milliseconds < 9.2e18 ? Int(milliseconds) : Int.max
    }
}
