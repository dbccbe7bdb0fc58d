@testable import QuickSearchData

/// A Kakao target known only by its answer's name: what the tests of how an error is folded
/// into a `SourceFailure` (which names the answer) need, and nothing is ever fetched with it.
struct NamedKakaoTarget: RequestTarget {
    let answerName: String
    var upstream: Upstream { .kakao }
    var path: String { "/" }
    var queryItems: [(name: String, value: String)] { [] }
    func decode(_ response: HTTPResponse) throws -> Decoded<Int> { Decoded(0, isCacheable: false) }
}
