import Foundation
import QuickSearchDomain

@testable import QuickSearchData

// libFuzzer entry point for AirKorea's station readings (`getMsrstnAcctoRltmMesureDnsty`):
// every input is read as station 중구's answer at the fuzzers' clock, with `checkReadings`.

private let target = StationReadingsTarget(stationName: "중구", requestedAt: fuzzNow)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAirKoreaReadings(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    decodeChecked(target, HTTPResponse(status: 200, body: Data(bytes: data, count: size))) { decoded in
        require(decoded.value.stationName == "중구", "readings of another station")
        checkReadings(decoded.value, expiresAt: decoded.expiresAt)
    }
    return 0
}
