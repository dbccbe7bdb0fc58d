import Foundation

/// Sunrise and sunset for a place and a Korea-time calendar day, computed locally with NOAA's
/// low-precision solar equations (about a minute of error at Korea's latitudes): enough to
/// pick day or night symbols for forecast hours.
public struct SolarDay: Sendable, Hashable, Codable {
    public var sunrise: Date
    public var sunset: Date

    /// The sun's day at `point` on the Korea-time date holding `date`; nil in polar day or night.
    public init?(at point: GeoCoordinate, on date: Date) {
        let calendar = KoreaTime.calendar
        let day = calendar.startOfDay(for: date)
        guard let dayOfYear = calendar.ordinality(of: .day, in: .year, for: day) else { return nil }
        // Fractional year at local noon, in radians.
        let gamma = 2 * Double.pi / 365 * Double(dayOfYear - 1)
        let equationOfTime =
            229.18
            * (0.000075 + 0.001868 * cos(gamma) - 0.032077 * sin(gamma)
                - 0.014615 * cos(2 * gamma) - 0.040849 * sin(2 * gamma))
        let declination =
            0.006918 - 0.399912 * cos(gamma) + 0.070257 * sin(gamma)
            - 0.006758 * cos(2 * gamma) + 0.000907 * sin(2 * gamma)
            - 0.002697 * cos(3 * gamma) + 0.00148 * sin(3 * gamma)
        let latitude = point.latitude.radians
        let cosHourAngle = cos(90.833.radians) / (cos(latitude) * cos(declination)) - tan(latitude) * tan(declination)
        guard (-1...1).contains(cosHourAngle) else { return nil }
        let hourAngle = acos(cosHourAngle).degrees
        // Minutes after UTC midnight of the same calendar date.
        let rise = 720 - 4 * (point.longitude + hourAngle) - equationOfTime
        let set = 720 - 4 * (point.longitude - hourAngle) - equationOfTime
        let utcMidnight = day.addingTimeInterval(TimeInterval(KoreaTime.offsetSeconds))
        sunrise = utcMidnight.addingTimeInterval(rise * 60)
        sunset = utcMidnight.addingTimeInterval(set * 60)
    }

    /// Whether the sun is up at `date`.
    public func isDaytime(_ date: Date) -> Bool {
        date >= sunrise && date < sunset
    }
}

extension SolarDay {
    /// Whether `date` is by day at `point`: between sunrise and sunset, or 06–18 h Korea time
    /// where the sun neither rises nor sets that day.
    public static func isDaytime(_ date: Date, at point: GeoCoordinate) -> Bool {
        if let sun = SolarDay(at: point, on: date) {
            return sun.isDaytime(date)
        }
        let hour = KoreaTime.calendar.component(.hour, from: date)
        return (6..<18).contains(hour)
    }
}
