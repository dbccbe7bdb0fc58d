import Foundation

extension Duration {
    /// The duration in seconds, as Foundation's `TimeInterval` (below a double's precision, attoseconds
    /// are rounded). The one conversion from `Duration` to seconds.
    public var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
