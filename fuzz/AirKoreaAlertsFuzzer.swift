import Foundation
import QuickSearchDomain

@testable import QuickSearchData

// libFuzzer entry point for AirKorea's fine-dust alerts (`getUlfptcaAlarmInfo`): every input is
// read as the answer for the fuzzers' year. A kept alert must be a PM10 or PM2.5 advisory or
// warning (never a preliminary one) of a known province, issued in that year and not after the
// clock, cleared (when it is) not before its issue, with a plain area and a plausible
// concentration; the rows kept and left out never outnumber the rows asked for.

private let year = KoreaTime.calendar.component(.year, from: fuzzNow)
private let target = DustAlertTarget(year: year, requestedAt: fuzzNow)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAirKoreaAlerts(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    decodeChecked(target, HTTPResponse(status: 200, body: Data(bytes: data, count: size))) { decoded in
        let list = decoded.value
        require(list.rows.count + list.leftOut <= DustAlertTarget.rows, "more rows than were asked for")
        require(list.leftOut >= 0, "a negative count left out")
        for alert in list.rows {
            require(alert.level != .preliminary, "a preliminary fine-dust alert")
            require(alert.pollutant == .pm10 || alert.pollutant == .pm25, "an alert for \(alert.pollutant)")
            require(KoreaTime.calendar.component(.year, from: alert.issuedAt) == year, "an alert of another year")
            require(
                alert.issuedAt <= fuzzNow.addingTimeInterval(AirKoreaPublication.margin),
                "an alert issued after the clock"
            )
            if let cleared = alert.clearedAt { require(cleared >= alert.issuedAt, "cleared before it was issued") }
            requirePlainLine(alert.area, "alert area", limit: 30)
            if let value = alert.value {
                require(value.isFinite && (0...5000).contains(value), "an alert at \(value) µg/m³")
            }
        }
    }
    return 0
}
