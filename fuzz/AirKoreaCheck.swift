import Foundation
import QuickSearchDomain

@testable import QuickSearchData

// Shared by the AirKorea fuzzers: a station's readings as shown. The data time must be near the
// clock (not in the future beyond the publication margin, not older than the day of the DAILY
// series); every value finite, within what its pollutant can be, graded by the official
// thresholds (PM) or carrying AirKorea's code; every missing value with a reason.

func checkReadings(_ readings: StationReadings, expiresAt: Date?) {
    let age = fuzzNow.timeIntervalSince(readings.measuredAt)
    require(age >= -15 * 60 && age <= 24 * 3600, "readings \(age) s old were kept")
    require((expiresAt ?? .distantPast) > fuzzNow, "readings that expire before they are read")
    let measurements: [(DustMeasurement, ClosedRange<Double>, Pollutant?)] = [
        (readings.pm10, 0...5000, .pm10), (readings.pm25, 0...5000, .pm25), (readings.pm10Daily, 0...5000, .pm10),
        (readings.pm25Daily, 0...5000, .pm25), (readings.khai, 0...1000, nil), (readings.ozone, 0...10, nil),
        (readings.nitrogenDioxide, 0...10, nil),
    ]
    for (measurement, range, pollutant) in measurements {
        guard let value = measurement.value else {
            require(measurement.grade == nil, "a grade without a value")
            requirePlainLine(measurement.unavailableReason ?? "", "unavailable reason", limit: 20)
            continue
        }
        require(value.isFinite && range.contains(value), "a reading of \(value)")
        require(value.sign == .plus, "a reading of -0")
        require(measurement.unavailableReason == nil, "a value with a reason")
        if let pollutant { require(measurement.grade == pollutant.grade(of: value), "a PM grade not by the thresholds") }
    }
}
