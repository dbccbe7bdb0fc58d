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
        // PM10 or PM2.5 in µg/m³, graded by the pollutant's breakpoints.
        func particulate(_ value: Field, flag: Field, _ pollutant: Pollutant) -> DustMeasurement {
            AirKoreaValue.measurement(self[value], flag: self[flag], range: 0...5000, grade: pollutant.grade)
        }
        // An index or a gas, graded by the code AirKorea sends with it.
        func graded(_ value: Field, flag: Field?, range: ClosedRange<Double>, grade: Field) -> DustMeasurement {
            let code = self[grade].flatMap { $0.count <= 4 ? AirKoreaValue.grade(code: $0) : nil }
            return AirKoreaValue.measurement(
                self[value],
                flag: flag.flatMap { self[$0] },
                range: range,
                grade: { _ in code }
            )
        }
        return StationReadings(
            stationName: name,
            measuredAt: time,
            pm10: particulate(.pm10Value, flag: .pm10Flag, .pm10),
            pm25: particulate(.pm25Value, flag: .pm25Flag, .pm25),
            pm10Daily: particulate(.pm10Value24, flag: .pm10Flag, .pm10),
            pm25Daily: particulate(.pm25Value24, flag: .pm25Flag, .pm25),
            khai: graded(.khaiValue, flag: nil, range: 0...1000, grade: .khaiGrade),
            ozone: graded(.o3Value, flag: .o3Flag, range: 0...10, grade: .o3Grade),
            nitrogenDioxide: graded(.no2Value, flag: .no2Flag, range: 0...10, grade: .no2Grade)
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
