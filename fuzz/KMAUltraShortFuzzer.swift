import Foundation
import QuickSearchDomain

// libFuzzer entry point for KMA's `getUltraSrtFcst` answers (ultra-short forecast): every input is read as the
// answer for grid 60,127 at the operation's newest base, with the checks of KMAForecastCheck.swift.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKMAUltraShort(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    checkKMAForecast(Data(bytes: data, count: size), .ultraShortForecast)
    return 0
}
