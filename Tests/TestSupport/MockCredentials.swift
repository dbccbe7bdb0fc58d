import Foundation
import MockAPI

/// Keys the tests' mock servers accept: distinctive strings, so a leak can be searched for
/// byte by byte in output and files.
public enum MockCredentials {
    public static let naverID = "test-naver-id-3f9c1a"
    public static let naverSecret = "test-naver-secret-b25e77"
    public static let kakaoKey = "test-kakao-key-c4d810"
    /// A portal key with the characters real ones have (`+`, `/`, `=`), so encoding is exercised.
    public static let dataGoKrKey = "test+portal/key-9d27e1=="
    public static let all = [naverID, naverSecret, kakaoKey, dataGoKrKey]

    /// The environment variables that carry them.
    public static let environment = [
        "NAVER_CLIENT_ID": naverID,
        "NAVER_CLIENT_SECRET": naverSecret,
        "KAKAO_REST_API_KEY": kakaoKey,
        "DATA_GO_KR_SERVICE_KEY": dataGoKrKey,
    ]

    /// A mock server on a loopback ephemeral port accepting these keys, with `faults` in the
    /// mock's `--fault` syntax.
    /// With `localMedia`, search results point at images the server serves itself.
    public static func startServer(
        faults: [String] = [],
        now: Date? = nil,
        localMedia: Bool = false
    ) throws -> MockServer {
        var parsed: [MockFault] = []
        for specification in faults {
            parsed.append(try MockFault(specification: specification))
        }
        var configuration = MockConfiguration(
            naverClientID: naverID,
            naverClientSecret: naverSecret,
            kakaoRESTKey: kakaoKey,
            dataGoKrServiceKey: dataGoKrKey,
            now: now,
            faults: parsed
        )
        configuration.localMedia = localMedia
        return try MockServer.start(configuration)
    }
}
