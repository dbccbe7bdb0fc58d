import Foundation

// libFuzzer entry point for Kakao Local's `coord2regioncode.json` answers: every input is read
// as an answer and as an error body, with the checks of KakaoLocalCheck.swift.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKakaoLocalRegion(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    checkKakaoLocalRegion(Data(bytes: data, count: size))
    return 0
}
