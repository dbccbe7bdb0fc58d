import Foundation
import QuickSearchDomain
import Testing

@testable import QuickSearchData

/// The one status table every upstream's error reading falls back to.
@Suite("HTTP error statuses mean the same for every upstream")
struct StatusTableTests {
    private static let keyless = Upstream(
        name: "pages",
        baseURLVariable: nil,
        defaultBaseURL: URL(string: "https://pages.example")!,
        authentication: .none
    )

    @Test(
        "Each status class has its kind, for an upstream with keys and one without",
        arguments: [
            (401, SourceFailure.Kind.authentication, SourceFailure.Kind.unavailable),
            (403, .authentication, .unavailable),
            (429, .rateLimited, .rateLimited),
            (301, .badRequest, .badRequest),
            (404, .badRequest, .badRequest),
            (500, .unavailable, .unavailable),
            (503, .unavailable, .unavailable),
        ]
    )
    func kinds(status: Int, withKeys: SourceFailure.Kind, keyless: SourceFailure.Kind) {
        #expect(SourceFailure.status(status, upstream: .kakao, source: "kakao-image").kind == withKeys)
        #expect(SourceFailure.status(status, upstream: Self.keyless, source: "pages").kind == keyless)
    }

    @Test("Messages name the key variables, the address override, the code, and never the detail of a key failure")
    func messages() {
        #expect(
            SourceFailure.status(401, upstream: .naver, source: "naver-image", detail: "key abc").message
                == "naver-image: authentication failed (HTTP 401); check NAVER_CLIENT_ID and NAVER_CLIENT_SECRET"
        )
        #expect(
            SourceFailure.status(404, upstream: .kakao, source: "kakao-image", code: "NotFound", detail: "no such api")
                .message
                == "kakao-image: request refused (HTTP 404 NotFound): no such api; check QSEARCH_KAKAO_URL, or report it if it persists"
        )
        #expect(
            SourceFailure.status(502, upstream: .dataGoKr, source: "airkorea").message
                == "airkorea: upstream error (HTTP 502); try again later"
        )
        #expect(
            SourceFailure.status(302, upstream: Self.keyless, source: "pages").message
                == "pages: the upstream answered with a redirect (HTTP 302), which is not followed; check the address or your proxy"
        )
    }

    @Test("Every error the client meets reaches callers as a SourceFailure naming the target")
    func folding() {
        let target = NamedKakaoTarget(answerName: "kakao-local")
        struct Odd: Error {}
        let timeout = UpstreamClient.failure(HTTPError(.timedOut, "no answer from h in 5 s"), of: target)
        #expect(timeout == SourceFailure(.timeout, "kakao-local: no answer from h in 5 s"))
        let key = UpstreamClient.failure(
            ConfigurationError(variables: ["KAKAO_REST_API_KEY"], message: "set it"),
            of: target
        )
        #expect(key.kind == .authentication)
        let address = UpstreamClient.failure(
            ConfigurationError(variables: ["QSEARCH_KAKAO_URL"], message: "fix it"),
            of: target
        )
        #expect(address == SourceFailure(.configuration, "kakao-local: fix it"))
        #expect(UpstreamClient.failure(CancellationError(), of: target).kind == .timeout)
        #expect(UpstreamClient.failure(Odd(), of: target).message.contains("failed unexpectedly (Odd)"))
    }
}
