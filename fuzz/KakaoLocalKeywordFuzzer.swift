import Foundation
import QuickSearchData

// libFuzzer entry point for Kakao Local's `keyword.json` answers: every input is read as an
// answer and as an error body, with the checks of KakaoLocalCheck.swift.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKakaoLocalKeyword(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    checkKakaoLocalSearch(Data(bytes: data, count: size), KakaoKeywordDocument.self)
    return 0
}
