import Foundation
import QuickSearchDomain
import Synchronization
import Testing

@testable import QuickSearchData

@Suite("Configured keys are redacted from everything an upstream sends back")
struct SecretRedactorTests {
    private static let environment = Environment([
        "NAVER_CLIENT_ID": "naver-id-7f3a", "NAVER_CLIENT_SECRET": "se/cr et+9",
        "KAKAO_REST_API_KEY": "kakao-key-51c2", "HOME": "/home/user",
    ])
    private static let redactor = SecretRedactor(environment: environment)

    @Test(
        "Every key in the forms an echo carries",
        arguments: [
            ("X-Naver-Client-Id: naver-id-7f3a", "X-Naver-Client-Id: [redacted]"),
            ("Authorization: KakaoAK kakao-key-51c2\r\n", "Authorization: KakaoAK [redacted]\r\n"),
            ("secret=se%2Fcr%20et%2B9&x=1", "secret=[redacted]&x=1"),
            ("secret=se%2fcr%20et%2b9", "secret=[redacted]"),
            ("secret=se%2Fcr+et%2B9", "secret=[redacted]"),
            ("raw se/cr et+9 end", "raw [redacted] end"),
            (#"{"errorMessage":"you sent: se\/cr et+9"}"#, #"{"errorMessage":"you sent: [redacted]"}"#),
            ("basic \(Data("kakao-key-51c2".utf8).base64EncodedString())", "basic [redacted]"),
            // Base64 without its padding, as a JWT or URL-safe token carries it.
            ("token a2FrYW8ta2V5LTUxYzI.x", "token [redacted].x"),
            ("twice naver-id-7f3anaver-id-7f3a", "twice [redacted][redacted]"),
            ("/home/user and naver-id-7f3 stay", "/home/user and naver-id-7f3 stay"),
        ]
    )
    func text(echo: String, expected: String) {
        #expect(Self.redactor.redact(echo) == expected)
    }

    @Test("Responses: body and header values, and whether a key was echoed")
    func response() {
        let echo = HTTPResponse(
            status: 400,
            headers: ["x-echo": "kakao-key-51c2", "content-type": "application/json"],
            body: Data(#"{"errorMessage":"got X-Naver-Client-Secret: se/cr et+9"}"#.utf8)
        )
        let (cleaned, echoed) = Self.redactor.redact(echo)
        #expect(echoed)
        #expect(
            String(decoding: cleaned.body, as: UTF8.self)
                == #"{"errorMessage":"got X-Naver-Client-Secret: [redacted]"}"#
        )
        #expect(cleaned.headers == ["x-echo": "[redacted]", "content-type": "application/json"])

        let plain = HTTPResponse(status: 200, body: Data(#"{"items":[]}"#.utf8))
        let (same, none) = Self.redactor.redact(plain)
        #expect(!none)
        #expect(same == plain)
    }

    @Test("The portal's key is redacted in the form it travels in, from the upstream list alone")
    func portalKey() {
        let environment = Environment(["DATA_GO_KR_SERVICE_KEY": "abc+def/ghi==", "NAVER_CLIENT_ID": "naver-id-7f3a"])
        let redactor = SecretRedactor(environment: environment)
        #expect(
            redactor.redact("serviceKey=abc%2Bdef%2Fghi%3D%3D&id=naver-id-7f3a")
                == "serviceKey=[redacted]&id=[redacted]"
        )
        #expect(
            Set(UpstreamCatalog.all.flatMap(\.authentication.requiredVariables))
                .isSuperset(of: [
                    "NAVER_CLIENT_ID", "NAVER_CLIENT_SECRET", "KAKAO_REST_API_KEY", "DATA_GO_KR_SERVICE_KEY",
                ])
        )
    }

    @Test("A key shorter than 8 bytes is not redacted, so ordinary text survives it; 8 bytes are")
    func shortKeys() {
        let answer = #"{"items":[{"link":"https://k.example/kk.jpg","title":"kakao"}]}"#
        let tiny = SecretRedactor(environment: Environment(["KAKAO_REST_API_KEY": "k", "NAVER_CLIENT_ID": "abcdefg"]))
        #expect(tiny.redact(answer) == answer)
        #expect(tiny.redact("id abcdefg") == "id abcdefg")
        let eight = SecretRedactor(environment: Environment(["KAKAO_REST_API_KEY": "abcdefgh"]))
        #expect(eight.redact("key abcdefgh.") == "key [redacted].")
    }

    @Test("A key too short to be real is warned about by name, without its value")
    func shortKeyWarnings() {
        let environment = Environment([
            "KAKAO_REST_API_KEY": "k", "NAVER_CLIENT_ID": "abcdefgh", "NAVER_CLIENT_SECRET": "xyz1234",
        ])
        let kakao = environment.shortCredentialWarnings(for: .kakao)
        #expect(kakao.count == 1)
        #expect(kakao.first?.hasPrefix("KAKAO_REST_API_KEY is only 1 character long") == true, "\(kakao)")
        let naver = environment.shortCredentialWarnings(for: .naver)
        #expect(naver.count == 1)
        #expect(naver.first?.hasPrefix("NAVER_CLIENT_SECRET is only 7 characters long") == true, "\(naver)")
        #expect(naver.first?.contains("xyz1234") == false)
        #expect(Self.environment.shortCredentialWarnings(for: .kakao).isEmpty)
    }

    @Test("Without keys nothing changes")
    func noKeys() {
        let redactor = SecretRedactor(environment: Environment(["HOME": "/home/user"]))
        #expect(redactor.redact("Authorization: KakaoAK x") == "Authorization: KakaoAK x")
    }

    @Test("An echoed 400 reaches the failure message redacted and is not cached")
    func echoThroughTheClient() async throws {
        let echo =
            #"{"errorMessage":"bad request; you sent X-Naver-Client-Id: naver-id-7f3a, X-Naver-Client-Secret: se/cr et+9 \#(String(repeating: "x", count: 5000))","errorCode":"SE99"}"#
        let http = RecordingHTTPClient { _ in HTTPResponse(status: 400, body: Data(echo.utf8)) }
        let cache = SavingCache()
        let client = UpstreamClient(http: http, environment: Self.environment, cache: cache)
        let target = NaverImageSource().target(
            for: MediaQuery(text: "q", sort: .accuracy),
            page: PageRequest(index: 1, page: 1, start: 1, size: 10)
        )
        let failure = await #expect(throws: SourceFailure.self) { try await client.fetch(target) }
        let message = failure?.message ?? ""
        #expect(message.contains("[redacted]"))
        #expect(!message.contains("naver-id-7f3a") && !message.contains("se/cr et+9"))
        #expect(message.count < 400)
        #expect(message.contains("x…; check QSEARCH_NAVER_URL"))
        #expect(cache.saved.isEmpty)
    }

    @Test("A page that echoes a key is decoded redacted and never cached; a clean page is cached")
    func echoedPageIsNotCached() async throws {
        let echoed =
            #"{"total":1,"start":1,"display":1,"items":[{"title":"kakao-key-51c2","link":"https://example.com/a.jpg"}]}"#
        let clean = #"{"total":1,"start":1,"display":1,"items":[{"title":"clean","link":"https://example.com/a.jpg"}]}"#
        let http = RecordingHTTPClient { index in
            HTTPResponse(status: 200, body: Data((index == 0 ? echoed : clean).utf8))
        }
        let cache = SavingCache()
        let client = UpstreamClient(http: http, environment: Self.environment, cache: cache)
        let target = NaverImageSource().target(
            for: MediaQuery(text: "q", sort: .accuracy),
            page: PageRequest(index: 1, page: 1, start: 1, size: 1)
        )
        let first = try await client.fetch(target)
        #expect(first.value.items.map(\.title) == ["[redacted]"])
        #expect(cache.saved.isEmpty)
        _ = try await client.fetch(target)
        #expect(cache.saved.count == 1)
    }
}

/// A cache that remembers what it was asked to save.
private final class SavingCache: ResponseCaching {
    private let answers = Mutex<[CachedResponse]>([])

    var saved: [CachedResponse] { answers.withLock { $0 } }

    func answer(forKey key: String, includingBody: Bool) -> CachedResponse? { nil }
    func body(of answer: CachedResponse) -> Data? { nil }
    func save(_ answer: CachedResponse) { answers.withLock { $0.append(answer) } }
    func renew(key: String, expiresAt: Date) {}
}
