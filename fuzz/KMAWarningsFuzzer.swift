import Foundation
import QuickSearchDomain

@testable import QuickSearchData

// libFuzzer entry point for KMA's warning status (`getPwnStatus`): every input is read as the
// answer at the fuzzers' clock. A kept warning must be dated within the week before the clock
// and not after it, cover exactly one zone with a plain name and plain parts, carry an expected
// time only when preliminary, and read as one plain line; nothing readable fails, never "no
// warnings".

private let target = WarningStatusTarget(requestedAt: fuzzNow)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKMAWarnings(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    decodeChecked(target, HTTPResponse(status: 200, body: Data(bytes: data, count: size))) { decoded in
        let status = decoded.value
        require(status.leftOut >= 0, "a negative count left out")
        for warning in status.rows {
            require(
                warning.issuedAt <= fuzzNow.addingTimeInterval(AirKoreaPublication.margin),
                "a warning issued after the clock"
            )
            require(warning.issuedAt >= fuzzNow.addingTimeInterval(-7 * 86_400), "a warning older than a week")
            require(warning.zones.count == 1, "a warning over \(warning.zones.count) zones")
            for zone in warning.zones {
                requirePlainLine(zone.name, "warning zone")
                zone.parts.forEach { requirePlainLine($0, "warning zone part") }
            }
            if warning.level != .preliminary {
                require(warning.expected == nil, "an expected time on a warning in force")
            }
            if let expected = warning.expected { requirePlainLine(expected, "expected time") }
            requirePlainLine(warning.text, "warning text")
        }
    }
    return 0
}
