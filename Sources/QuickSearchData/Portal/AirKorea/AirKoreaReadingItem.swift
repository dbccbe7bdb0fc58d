import Foundation
import QuickSearchDomain

/// One item of AirKorea's readings (`getMsrstnAcctoRltmMesureDnsty`, `getCtprvnRltmMesureDnsty`):
/// every field a string (a number or null is accepted too).
public struct AirKoreaReadingItem: Decodable, Sendable {
    var sidoName: PortalText?
    var stationName: PortalText?
    var dataTime: PortalText?
    var pm10Value: PortalText?
    var pm25Value: PortalText?
    var pm10Value24: PortalText?
    var pm25Value24: PortalText?
    var khaiValue: PortalText?
    var khaiGrade: PortalText?
    var o3Value: PortalText?
    var o3Grade: PortalText?
    var no2Value: PortalText?
    var no2Grade: PortalText?
    var pm10Flag: PortalText?
    var pm25Flag: PortalText?
    var o3Flag: PortalText?
    var no2Flag: PortalText?

    /// The measurement time; nil when it is not in AirKorea's form.
    var time: Date? {
        dataTime?.text.flatMap { $0.count <= 32 ? AirKoreaDataTime.parse($0) : nil }
    }

    /// The readings, for the station `name` (the station query's items do not name it), dated by
    /// the data time (`24:00` read as the next day's 00:00); nil without a readable data time.
    func readings(stationName name: String) -> StationReadings? {
        guard let time else { return nil }
        func code(_ text: PortalText?) -> (Double) -> DustGrade? {
            let grade = text?.text.flatMap { $0.count <= 4 ? AirKoreaValue.grade(code: $0) : nil }
            return { _ in grade }
        }
        return StationReadings(
            stationName: name,
            measuredAt: time,
            pm10: AirKoreaValue.measurement(
                pm10Value?.text,
                flag: pm10Flag?.text,
                range: 0...5000,
                grade: Pollutant.pm10.grade
            ),
            pm25: AirKoreaValue.measurement(
                pm25Value?.text,
                flag: pm25Flag?.text,
                range: 0...5000,
                grade: Pollutant.pm25.grade
            ),
            pm10Daily: AirKoreaValue.measurement(
                pm10Value24?.text,
                flag: pm10Flag?.text,
                range: 0...5000,
                grade: Pollutant.pm10.grade
            ),
            pm25Daily: AirKoreaValue.measurement(
                pm25Value24?.text,
                flag: pm25Flag?.text,
                range: 0...5000,
                grade: Pollutant.pm25.grade
            ),
            khai: AirKoreaValue.measurement(khaiValue?.text, flag: nil, range: 0...1000, grade: code(khaiGrade)),
            ozone: AirKoreaValue.measurement(o3Value?.text, flag: o3Flag?.text, range: 0...10, grade: code(o3Grade)),
            nitrogenDioxide: AirKoreaValue.measurement(
                no2Value?.text,
                flag: no2Flag?.text,
                range: 0...10,
                grade: code(no2Grade)
            )
        )
    }
}

/// When AirKorea's readings are replaced: on the hour after their data time, published with a
/// delay, so a cached answer is fresh until data time + 1 h + `margin`.
public enum AirKoreaPublication {
    /// How long after the next hour its readings are expected.
    public static let margin: TimeInterval = 15 * 60
    /// The longest readings stay cached: until the next hour's are expected; each answer names
    /// its own expiry (`expiry(dataTime:now:)`).
    public static let readingsLifetime = Duration.seconds(3600 + Int(margin))
    /// How long an answer stays cached when its expected replacement is already late.
    public static let lateLifetime: TimeInterval = 10 * 60
    /// The oldest a station's newest reading may be and still stand for now: a day, the
    /// `DAILY` term of the realtime service (its series is the last 24 hours).
    public static let validity: TimeInterval = 24 * 3600

    /// Whether readings for `dataTime` can be the current ones at `now`: not older than
    /// `validity`, and not later than the clock by more than `margin` (an hour's readings are
    /// published after the hour, so a later one is not real; the margin allows for a clock a
    /// little behind the portal's).
    public static func isCurrent(dataTime: Date, now: Date) -> Bool {
        dataTime <= now.addingTimeInterval(margin) && dataTime >= now.addingTimeInterval(-validity)
    }

    /// When an answer with readings for `dataTime`, received at `now`, goes stale: never later
    /// than an hour and the margin from `now` (a data time in the future is not believed).
    public static func expiry(dataTime: Date, now: Date) -> Date {
        let next = min(dataTime, now).addingTimeInterval(3600 + margin)
        return next > now ? next : now.addingTimeInterval(lateLifetime)
    }
}
