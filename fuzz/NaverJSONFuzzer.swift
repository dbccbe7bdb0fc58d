import Foundation
import QuickSearchData
import QuickSearchDomain

// libFuzzer entry point for Naver's JSON: every input is read as an image-search answer and
// as an error body (`{"errorMessage": …, "errorCode": …}`); answers on the first page and on the
// deepest one (start 1000).

private let source = NaverImageSource()
private let query = MediaQuery(text: "fuzz", sort: .accuracy)
private let targets = fuzzedPages(lastStart: 1000, lastPage: 10, size: 100).map { source.target(for: query, page: $0) }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNaverJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let body = Data(bytes: data, count: size)
    for target in targets {
        checkAnswer(body, with: target)
    }
    checkErrorBody(body, with: targets[0])
    return 0
}
