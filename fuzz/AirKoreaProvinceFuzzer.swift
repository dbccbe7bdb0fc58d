import Foundation
import QuickSearchDomain

@testable import QuickSearchData

// libFuzzer entry point for AirKorea's province readings (`getCtprvnRltmMesureDnsty`, `전국`):
// every input is read as the nation's answer at the fuzzers' clock; each station's readings
// pass `checkReadings`, and the province averages made from them stay within the readings.

private let target = ProvinceReadingsTarget(sido: "전국", requestedAt: fuzzNow)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAirKoreaProvince(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    decodeChecked(target, HTTPResponse(status: 200, body: Data(bytes: data, count: size))) { decoded in
        require(!decoded.value.isEmpty, "an answer without stations was not a failure")
        for station in decoded.value {
            require(AirKoreaProvinces.names.contains(station.province), "an unknown province: \(station.province)")
            requirePlainLine(station.readings.stationName, "station name", limit: 40)
            checkReadings(station.readings, expiresAt: decoded.expiresAt)
        }
        for province in AirKoreaProvinces.names {
            let readings = decoded.value.filter { $0.province == province }.map(\.readings)
            let average = AirKoreaDustService.average(province: province, of: readings)
            for (mean, values) in [(average.pm10, readings.compactMap(\.pm10.value)), (average.pm25, readings.compactMap(\.pm25.value))] {
                guard let value = mean.value else { continue }
                require(value >= (values.min() ?? 0).rounded(.down) && value <= (values.max() ?? 0).rounded(.up), "a mean outside its values")
            }
            if let time = average.measuredAt {
                require(AirKoreaPublication.isCurrent(dataTime: time, now: fuzzNow), "a province time far from the clock")
            }
        }
    }
    return 0
}
