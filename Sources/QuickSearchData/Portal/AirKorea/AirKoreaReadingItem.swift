import Foundation
import QuickSearchDomain

/// One item of AirKorea's readings (`getMsrstnAcctoRltmMesureDnsty`, `getCtprvnRltmMesureDnsty`):
/// every field a string (a number or null is accepted too).
public typealias AirKoreaReadingItem = PortalRecord<AirKoreaReadingField>

/// The fields of a readings item that are read: the place and time, the PM values of the hour and
/// the day, the integrated index, ozone and nitrogen dioxide with their grades, and the flags of
/// the values the station marked.
public enum AirKoreaReadingField: String, PortalField {
    case sidoName, stationName, dataTime
    case pm10Value, pm25Value, pm10Value24, pm25Value24, khaiValue, khaiGrade
    case o3Value, o3Grade, no2Value, no2Grade
    case pm10Flag, pm25Flag, o3Flag, no2Flag
}

extension PortalRecord where Field == AirKoreaReadingField {
    /// The measurement time; nil when it is not in AirKorea's form.
    var time: Date? {
        self[.dataTime].flatMap { $0.count <= 32 ? AirKoreaDataTime.parse($0) : nil }
    }

    /// The readings, for the station `name` (the station query's items do not name it), dated by
    /// the data time (`24:00` read as the next day's 00:00); nil without a readable data time.
    func readings(stationName name: String) -> StationReadings? {
        guard let time else { return nil }
        func code(_ text: String?) -> (Double) -> DustGrade? {
            let grade = text.flatMap { $0.count <= 4 ? AirKoreaValue.grade(code: $0) : nil }
            return { _ in grade }
        }
        return StationReadings(
            stationName: name,
            measuredAt: time,
            pm10: AirKoreaValue.measurement(
                self[.pm10Value],
                flag: self[.pm10Flag],
                range: 0...5000,
                grade: Pollutant.pm10.grade
            ),
            pm25: AirKoreaValue.measurement(
                self[.pm25Value],
                flag: self[.pm25Flag],
                range: 0...5000,
                grade: Pollutant.pm25.grade
            ),
            pm10Daily: AirKoreaValue.measurement(
                self[.pm10Value24],
                flag: self[.pm10Flag],
                range: 0...5000,
                grade: Pollutant.pm10.grade
            ),
            pm25Daily: AirKoreaValue.measurement(
                self[.pm25Value24],
                flag: self[.pm25Flag],
                range: 0...5000,
                grade: Pollutant.pm25.grade
            ),
            khai: AirKoreaValue.measurement(
                self[.khaiValue],
                flag: nil,
                range: 0...1000,
                grade: code(self[.khaiGrade])
            ),
            ozone: AirKoreaValue.measurement(
                self[.o3Value],
                flag: self[.o3Flag],
                range: 0...10,
                grade: code(self[.o3Grade])
            ),
            nitrogenDioxide: AirKoreaValue.measurement(
                self[.no2Value],
                flag: self[.no2Flag],
                range: 0...10,
                grade: code(self[.no2Grade])
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
