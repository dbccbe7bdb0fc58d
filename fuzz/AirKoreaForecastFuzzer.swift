import Foundation
import QuickSearchDomain

@testable import QuickSearchData

// libFuzzer entry point for AirKorea's dust forecast (`getMinuDustFrcstDspth`): every input is
// read as the answer for the fuzzers' day. A kept grade must come from a release not after the
// clock nor more than three days before it, for a day from the release's own to two days later;
// its cause, when any, one plain line; an answer with nothing readable fails as `noData`, and a
// kept answer expires after the clock.

private let target = DustForecastTarget(releaseDay: fuzzNow, requestedAt: fuzzNow)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAirKoreaForecast(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    decodeChecked(target, HTTPResponse(status: 200, body: Data(bytes: data, count: size))) { decoded in
        let answer = decoded.value
        require(!answer.rows.isEmpty, "a forecast answer without a grade was kept")
        require((decoded.expiresAt ?? .distantPast) > fuzzNow, "a forecast that expires before it is read")
        for entry in answer.rows {
            require(
                entry.issuedAt <= fuzzNow.addingTimeInterval(AirKoreaPublication.margin),
                "a release after the clock"
            )
            require(entry.issuedAt >= fuzzNow.addingTimeInterval(-3 * 86_400), "a release older than three days")
            let releaseDay = KoreaTime.calendar.startOfDay(for: entry.issuedAt)
            require(
                entry.date >= releaseDay && entry.date <= releaseDay.addingTimeInterval(2 * 86_400),
                "a grade for a day the release does not cover"
            )
            require(KoreaTime.calendar.startOfDay(for: entry.date) == entry.date, "a forecast day not at midnight")
            if let cause = entry.cause { requirePlainLine(cause, "forecast cause") }
        }
    }
    return 0
}
