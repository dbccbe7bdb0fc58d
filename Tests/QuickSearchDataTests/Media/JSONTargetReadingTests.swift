import Foundation
import QuickSearchDomain
import Testing

@testable import QuickSearchData

/// The JSON target base: one reading per answer says the value and whether it may be cached,
/// and a body of the wrong shape is reported with where it went wrong.
@Suite("JSON targets: coding paths in messages, cacheability from the one reading")
struct JSONTargetReadingTests {
    private static let query = MediaQuery(text: "q", sort: .accuracy)
    private static let page = PageRequest(index: 1, page: 1, start: 1, size: 10)
    private static let naver = NaverImageSource().target(for: query, page: page)
    private static let kakao = KakaoImageSource().target(for: query, page: page)

    /// The failure reading `body` throws; nil when it reads or throws something else.
    private static func failure<Target: RequestTarget>(
        _ target: Target,
        status: Int = 200,
        _ body: String
    ) -> SourceFailure? {
        do {
            _ = try target.decode(HTTPResponse(status: status, body: Data(body.utf8)))
            return nil
        } catch {
            return error as? SourceFailure
        }
    }

    @Test("A wrong type names its coding path and what was expected, never the value sent")
    func typeMismatchNamesPath() throws {
        let naver = Self.failure(
            Self.naver,
            #"{"total":3,"items":[{"link":"a"},{"link":"b"},{"link":"c","title":987654321}]}"#
        )
        #expect(naver?.kind == .invalidResponse)
        #expect(naver?.message == "naver-image: unexpected answer at items[2].title: expected text")
        let list = Self.failure(Self.kakao, #"{"documents":"sk-secret-value","meta":{}}"#)
        #expect(list?.message == "kakao-image: unexpected answer at documents: expected a list")
        let object = Self.failure(Self.kakao, #"{"documents":[{},7],"meta":{}}"#)
        #expect(object?.message == "kakao-image: unexpected answer at documents[1]: expected an object")
        let flag = Self.failure(Self.kakao, #"{"documents":[],"meta":{"is_end":"yes"}}"#)
        #expect(flag?.message == "kakao-image: unexpected answer at meta.is_end: expected true or false")
    }

    @Test("A missing field and a null list are named; malformed and empty bodies keep their messages")
    func missingAndMalformed() throws {
        #expect(
            Self.failure(Self.kakao, #"{"documents":[]}"#)?.message == "kakao-image: unexpected answer at meta: missing"
        )
        #expect(
            Self.failure(Self.naver, #"{"items":null}"#)?.message
                == "naver-image: unexpected answer at items: expected a list, found null"
        )
        #expect(
            Self.failure(Self.naver, #"{"items":[{"link":"#)?.message
                == "naver-image: the upstream sent an answer that is not the expected JSON (malformed or truncated)"
        )
        #expect(Self.failure(Self.kakao, "")?.message == "kakao-image: the upstream sent an empty answer")
    }

    /// A coding key as a hostile dictionary would give it.
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(stringValue: String) { self.stringValue = stringValue }
        init(intValue: Int) {
            self.stringValue = String(intValue)
            self.intValue = intValue
        }
    }

    @Test("A path is one line of at most 80 characters, whatever its keys hold")
    func pathIsCapped() {
        let path: [any CodingKey] =
            [Key(stringValue: "a\nb\u{1B}[2J" + String(repeating: "k", count: 300))]
            + (0..<40).map { Key(intValue: $0) }
        let text = JSONBody.text(of: path)
        #expect(text.count <= JSONBody.maximumPathLength)
        #expect(!text.contains("\n") && !text.contains("\u{1B}"))
        #expect(
            JSONBody.text(of: [Key(stringValue: "documents"), Key(intValue: 3), Key(stringValue: "width")])
                == "documents[3].width"
        )
    }

    @Test("Pages and end-of-results answers are cacheable from the same reading; failures throw")
    func cacheabilityComesWithTheValue() throws {
        let page = try Self.naver.decode(
            HTTPResponse(status: 200, body: Data(#"{"total":0,"start":1,"display":0,"items":[]}"#.utf8))
        )
        #expect(page.isCacheable && page.value.isEnd)
        let naverEnd = try Self.naver.decode(
            HTTPResponse(status: 400, body: Data(#"{"errorCode":"SE03","errorMessage":"x"}"#.utf8))
        )
        #expect(naverEnd.isCacheable && naverEnd.value == .end)
        let kakaoEnd = try Self.kakao.decode(
            HTTPResponse(
                status: 400,
                body: Data(#"{"errorType":"InvalidArgument","message":"page is more than max"}"#.utf8)
            )
        )
        #expect(kakaoEnd.isCacheable && kakaoEnd.value == .end)
        #expect(
            Self.failure(Self.naver, status: 400, #"{"errorCode":"SE01","errorMessage":"bad"}"#)?.kind == .badRequest
        )
        #expect(
            Self.failure(
                Self.kakao,
                status: 400,
                #"{"errorType":"InvalidArgument","message":"size is more than max"}"#
            )?.kind == .badRequest
        )
    }

    @Test("Kakao's error reading is upstream-neutral: an end signal or a failure, for any Kakao API")
    func kakaoErrorReadingIsNeutral() throws {
        let end = HTTPResponse(
            status: 400,
            body: Data(#"{"errorType":"InvalidArgument","message":"page is more than max"}"#.utf8)
        )
        #expect(try KakaoErrorReading.read(end, source: "kakao-local") == .endOfResults)
        let quota = HTTPResponse(status: 400, body: Data(#"{"code":-10,"msg":"limit"}"#.utf8))
        #expect(throws: SourceFailure.self) { try KakaoErrorReading.read(quota, source: "kakao-local") }
    }

    @Test("Each source's upstream is its targets' upstream")
    func sourceUpstreamComesFromTarget() {
        #expect(NaverImageSource().upstream == Self.naver.upstream)
        #expect(NaverImageSource().upstream == .naver)
        #expect(KakaoImageSource().upstream == Self.kakao.upstream)
        #expect(KakaoVideoSource().upstream == KakaoVideoSource().target(for: Self.query, page: Self.page).upstream)
        #expect(KakaoVideoSource().upstream == .kakao)
    }
}
