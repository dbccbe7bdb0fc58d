import Foundation
import QuickSearchDomain

/// A station's newest readings and its last 24 hours as the cache keeps them read: every
/// measurement (value, grade, why it is unavailable), then the trend's end and hourly values.
/// While the hour's readings are fresh, `dust`, `weather` and `brief` read them back from this
/// form instead of decoding and checking the day's rows again, so a reading is judged against
/// the clock of the run that fetched it.
extension StationHours: CompactStorable {
    public static var compactLayout: String { "station-hours-1" }

    public func write(to writer: inout CompactWriter) {
        writer.write(latest.stationName)
        writer.write(latest.measuredAt)
        for measurement in [
            latest.pm10, latest.pm25, latest.pm10Daily, latest.pm25Daily, latest.khai, latest.ozone,
            latest.nitrogenDioxide,
        ] {
            writer.write(measurement.value)
            writer.write(measurement.grade != nil)
            if let grade = measurement.grade { writer.write(case: grade) }
            writer.write(measurement.unavailableReason)
        }
        writer.write(trend.endsAt)
        for values in [trend.pm10, trend.pm25] {
            writer.write(list: values) { $0.write($1) }
        }
    }

    public init(from reader: inout CompactReader) throws(CompactReader.Malformed) {
        func measurement() throws(CompactReader.Malformed) -> DustMeasurement {
            DustMeasurement(
                value: try reader.readOptionalDouble(),
                grade: try reader.readBool() ? try reader.readCase(DustGrade.self) : nil,
                unavailableReason: try reader.readOptionalString()
            )
        }
        func values() throws(CompactReader.Malformed) -> [Double?] {
            try reader.readList { reader throws(CompactReader.Malformed) in try reader.readOptionalDouble() }
        }
        let latest = StationReadings(
            stationName: try reader.readString(),
            measuredAt: try reader.readDate(),
            pm10: try measurement(),
            pm25: try measurement(),
            pm10Daily: try measurement(),
            pm25Daily: try measurement(),
            khai: try measurement(),
            ozone: try measurement(),
            nitrogenDioxide: try measurement()
        )
        let endsAt = try reader.readDate()
        let pm10 = try values()
        let pm25 = try values()
        guard pm10.count == DustTrend.hours, pm25.count == DustTrend.hours else { throw CompactReader.Malformed() }
        let hours = (0..<DustTrend.hours).map { slot in
            DustTrend.Hour(
                time: endsAt.addingTimeInterval(-Double(DustTrend.hours - 1 - slot) * 3600),
                pm10: pm10[slot],
                pm25: pm25[slot]
            )
        }
        self.init(latest: latest, trend: DustTrend(hours: hours, endingAt: endsAt))
    }
}
