import Foundation

/// A station's last 24 hourly PM10 and PM2.5 values, oldest first, the last for the hour of
/// its newest reading; an hour without a value (not published, or flagged) is nil.
public struct DustTrend: Sendable, Hashable, Codable {
    /// The hours covered.
    public static let hours = 24

    /// The hour of the last value.
    public var endsAt: Date
    public var pm10: [Double?]
    public var pm25: [Double?]

    /// One hour's values, as the station published them.
    public struct Hour: Sendable, Hashable {
        public var time: Date
        public var pm10: Double?
        public var pm25: Double?

        public init(time: Date, pm10: Double?, pm25: Double?) {
            self.time = time
            self.pm10 = pm10
            self.pm25 = pm25
        }
    }

    /// The series of the 24 hours ending at `endsAt`, each slot filled by the hour dated exactly
    /// that many whole hours before (hours off the hour or out of the window are left out; of
    /// two for the same hour, the first given stands). O(n) in the hours.
    public init(hours: [Hour], endingAt endsAt: Date) {
        self.endsAt = endsAt
        var pm10 = [Double?](repeating: nil, count: Self.hours)
        var pm25 = [Double?](repeating: nil, count: Self.hours)
        var filled = [Bool](repeating: false, count: Self.hours)
        for hour in hours {
            let back = endsAt.timeIntervalSince(hour.time) / 3600
            guard back.isFinite, back >= 0, back < Double(Self.hours), back == back.rounded() else { continue }
            let slot = Self.hours - 1 - Int(back)
            guard !filled[slot] else { continue }
            filled[slot] = true
            pm10[slot] = hour.pm10
            pm25[slot] = hour.pm25
        }
        self.pm10 = pm10
        self.pm25 = pm25
    }

    /// The values of `pollutant`.
    public func values(_ pollutant: Pollutant) -> [Double?] {
        pollutant == .pm10 ? pm10 : pm25
    }
}
