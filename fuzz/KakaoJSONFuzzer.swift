import Foundation
import QuickSearchData
import QuickSearchDomain

// libFuzzer entry point for Kakao's JSON: every input is read as an image answer, as a
// video-clip answer and as an error body (`{"errorType": …, "message": …}` or the older
// `{"code": …, "msg": …}`); answers on the first page and on the deepest one.

private let query = MediaQuery(text: "fuzz", sort: .accuracy)
private let imageTargets = fuzzedPages(lastStart: 3921, lastPage: 50, size: 80).map { KakaoImageSource().target(for: query, page: $0) }
private let videoTargets = fuzzedPages(lastStart: 421, lastPage: 15, size: 30).map { KakaoVideoSource().target(for: query, page: $0) }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKakaoJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let body = Data(bytes: data, count: size)
    for target in imageTargets {
        checkAnswer(body, with: target)
    }
    for target in videoTargets {
        checkAnswer(body, with: target)
    }
    checkErrorBody(body, with: imageTargets[0])
    return 0
}
