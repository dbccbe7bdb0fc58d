import Foundation
import QuickSearchDomain
import TestSupport
import Testing

@testable import QuickSearchData

/// One upstream misbehaviour and the failure it must become.
struct UpstreamFailureCase: Sendable, CustomTestStringConvertible {
    let name: String
    let fault: String
    let source: String
    let kind: SourceFailure.Kind

    var testDescription: String { name }

    /// The source that keeps working while `source` fails.
    var otherSource: String {
        source == "naver-image" ? "kakao-image" : "naver-image"
    }

    static let all: [UpstreamFailureCase] = [
        .init(name: "Naver 401", fault: "naver-image:status=401", source: "naver-image", kind: .authentication),
        .init(
            name: "Naver 403 (API not enabled)",
            fault: "naver-image:forbidden",
            source: "naver-image",
            kind: .authentication
        ),
        .init(
            name: "Naver 429 010 (daily quota)",
            fault: "naver-image:quota",
            source: "naver-image",
            kind: .rateLimited
        ),
        .init(name: "Naver 429 012 (rate limit)", fault: "naver-image:rate", source: "naver-image", kind: .rateLimited),
        .init(name: "Naver 500", fault: "naver-image:status=500", source: "naver-image", kind: .unavailable),
        .init(name: "Naver connection reset", fault: "naver-image:reset", source: "naver-image", kind: .unavailable),
        .init(
            name: "Naver truncated body",
            fault: "naver-image:truncate",
            source: "naver-image",
            kind: .invalidResponse
        ),
        .init(
            name: "Naver malformed JSON",
            fault: "naver-image:malformed",
            source: "naver-image",
            kind: .invalidResponse
        ),
        .init(name: "Kakao 401", fault: "kakao-image:status=401", source: "kakao-image", kind: .authentication),
        .init(name: "Kakao 403", fault: "kakao-image:forbidden", source: "kakao-image", kind: .authentication),
        .init(
            name: "Kakao 429 RequestThrottled",
            fault: "kakao-image:quota",
            source: "kakao-image",
            kind: .rateLimited
        ),
        .init(
            name: "Kakao legacy 400 code -10",
            fault: "kakao-image:legacy-quota",
            source: "kakao-image",
            kind: .rateLimited
        ),
        .init(name: "Kakao 503", fault: "kakao-image:status=503", source: "kakao-image", kind: .unavailable),
        .init(name: "Kakao connection reset", fault: "kakao-image:reset", source: "kakao-image", kind: .unavailable),
        .init(
            name: "Kakao truncated body",
            fault: "kakao-image:truncate",
            source: "kakao-image",
            kind: .invalidResponse
        ),
        .init(
            name: "Kakao malformed JSON",
            fault: "kakao-image:malformed",
            source: "kakao-image",
            kind: .invalidResponse
        ),
        .init(
            name: "Kakao 400 InvalidArgument",
            fault: "kakao-image:status=400",
            source: "kakao-image",
            kind: .badRequest
        ),
    ]
}

@Suite("Every upstream error becomes the right SourceFailure, and the other source's results stand")
struct SourceFailureMappingTests {
    @Test("Injected upstream fault", arguments: UpstreamFailureCase.all)
    func injectedFault(_ failure: UpstreamFailureCase) async throws {
        let upstreams = try MockUpstreams(faults: [failure.fault])
        let result = await upstreams.search("failing n=50", limit: 50)

        let failed = try #require(result.summary(failure.source))
        #expect(failed.failure?.kind == failure.kind)
        #expect(failed.items.isEmpty)
        let message = failed.failure?.message ?? ""
        #expect(message.hasPrefix(failure.source))
        #expect(!message.contains("\n"))
        #expect(!MockUpstreams.secrets.contains { message.contains($0) })

        let other = try #require(result.summary(failure.otherSource))
        #expect(other.failure == nil)
        #expect(other.items.count == 50)
        #expect(result.items.count == 50)
        #expect(result.items.allSatisfy { $0.source.rawValue == failure.otherSource })
    }

    @Test("Wrong Naver keys: 401, authentication, names the variables and is not retried")
    func wrongNaverKeys() async throws {
        let upstreams = try MockUpstreams()
        var variables = upstreams.variables
        variables["NAVER_CLIENT_SECRET"] = "it-wrong-secret-0a9e"
        let result = await upstreams.search("keys n=20", limit: 20, client: upstreams.client(variables: variables))

        let failure = try #require(result.summary("naver-image")?.failure)
        #expect(failure.kind == .authentication)
        #expect(failure.message.contains("NAVER_CLIENT_ID"))
        #expect(!failure.message.contains("it-wrong-secret-0a9e"))
        #expect(upstreams.requests(path: MockPaths.naverImage).count == 1)
        #expect(result.summary("kakao-image")?.items.count == 20)
    }

    @Test("Wrong Kakao key: 401, authentication, names KAKAO_REST_API_KEY but not the key")
    func wrongKakaoKey() async throws {
        let upstreams = try MockUpstreams()
        var variables = upstreams.variables
        variables["KAKAO_REST_API_KEY"] = "it-wrong-kakao-b71d"
        let result = await upstreams.search("keys n=20", limit: 20, client: upstreams.client(variables: variables))

        let failure = try #require(result.summary("kakao-image")?.failure)
        #expect(failure.kind == .authentication)
        #expect(failure.message.contains("KAKAO_REST_API_KEY"))
        #expect(!failure.message.contains("it-wrong-kakao-b71d"))
        #expect(upstreams.requests(path: MockPaths.kakaoImage).count == 1)
        #expect(result.summary("naver-image")?.items.count == 20)
    }

    @Test(
        "Missing keys fail the source before any request is made",
        arguments: [
            ("NAVER_CLIENT_ID", "naver-image", MockPaths.naverImage),
            ("NAVER_CLIENT_SECRET", "naver-image", MockPaths.naverImage),
            ("KAKAO_REST_API_KEY", "kakao-image", MockPaths.kakaoImage),
        ]
    )
    func missingKeys(variable: String, source: String, path: String) async throws {
        let upstreams = try MockUpstreams()
        var variables = upstreams.variables
        variables[variable] = "  "
        let result = await upstreams.search("keys n=20", limit: 20, client: upstreams.client(variables: variables))

        let failure = try #require(result.summary(source)?.failure)
        #expect(failure.kind == .authentication)
        #expect(failure.message.hasPrefix(source))
        #expect(failure.message.contains(variable))
        #expect(upstreams.requests(path: path).isEmpty)
        #expect(result.items.count == 20)
    }

    @Test("A refused connection (closed port) is unavailable and leaves the other source standing")
    func connectionRefused() async throws {
        let upstreams = try MockUpstreams()
        let refusing = try RefusingPort()
        var variables = upstreams.variables
        variables["QSEARCH_KAKAO_URL"] = refusing.baseURL
        let result = await upstreams.search("refused n=20", limit: 20, client: upstreams.client(variables: variables))

        let failure = try #require(result.summary("kakao-image")?.failure)
        #expect(failure.kind == .unavailable)
        #expect(failure.message.hasPrefix("kakao-image"))
        #expect(result.summary("naver-image")?.items.count == 20)
        #expect(result.items.count == 20)
    }

    @Test("An answer slower than the total timeout is a timeout failure")
    func slowAnswerTimesOut() async throws {
        let upstreams = try MockUpstreams(faults: ["kakao-image:delay=3000"])
        let client = upstreams.client(
            policy: .none,
            timeouts: (HTTPTimeouts(connect: .seconds(1), total: .milliseconds(500)), pathPrefix: MockPaths.kakaoImage)
        )
        let result = await upstreams.search("slow n=20", limit: 20, client: client)

        let failure = try #require(result.summary("kakao-image")?.failure)
        #expect(failure.kind == .timeout)
        #expect(failure.message.hasPrefix("kakao-image"))
        #expect(result.summary("naver-image")?.items.count == 20)
    }

    @Test("When every source fails, each reports its own failure and there are no items")
    func everySourceFails() async throws {
        let upstreams = try MockUpstreams(faults: ["naver-image:quota", "kakao-image:status=500"])
        let result = await upstreams.search("all fail n=20", limit: 20)

        #expect(result.items.isEmpty)
        #expect(result.summary("naver-image")?.failure?.kind == .rateLimited)
        #expect(result.summary("kakao-image")?.failure?.kind == .unavailable)
        let resultFromCache = result.servedFromCache
        #expect(!resultFromCache)
    }
}
