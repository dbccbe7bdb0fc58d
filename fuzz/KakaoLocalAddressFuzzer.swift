import Foundation
import QuickSearchData

// libFuzzer entry point for Kakao Local's `address.json` answers: every input is read as an
// answer and as an error body, with the checks of KakaoLocalCheck.swift.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKakaoLocalAddress(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    checkKakaoLocalSearch(Data(bytes: data, count: size), KakaoAddressDocument.self)
    return 0
}
