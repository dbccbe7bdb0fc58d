import Foundation
import QuickSearchDomain

@testable import QuickSearchData

// libFuzzer entry point for AirKorea's station readings (`getMsrstnAcctoRltmMesureDnsty`):
// every input is read as station 중구's answer at the fuzzers' clock, with `checkReadings`, and
// its last day of hours (the trend) holds 24 finite, non-negative values or gaps, ending at the reading.

private let target = StationReadingsTarget(stationName: "중구", requestedAt: fuzzNow)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAirKoreaReadings(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    decodeChecked(target, HTTPResponse(status: 200, body: Data(bytes: data, count: size))) { decoded in
        let hours = decoded.value
        require(hours.latest.stationName == "중구", "readings of another station")
        checkReadings(hours.latest, expiresAt: decoded.expiresAt)
        require(hours.trend.endsAt == hours.latest.measuredAt, "a trend that ends at another hour than the readings")
        for pollutant in [Pollutant.pm10, .pm25] {
            let values = hours.trend.values(pollutant)
            require(values.count == DustTrend.hours, "a trend of \(values.count) hours")
            for value in values.compactMap({ $0 }) {
                require(value.isFinite && (0...5000).contains(value) && value.sign == .plus, "a trend value of \(value)")
            }
        }
    }
    return 0
}
