import MockAPI

/// Keys the tests' mock servers accept: distinctive strings, so a leak can be searched for
/// byte by byte in output and files.
public enum MockCredentials {
    public static let naverID = "test-naver-id-3f9c1a"
    public static let naverSecret = "test-naver-secret-b25e77"
    public static let kakaoKey = "test-kakao-key-c4d810"
    public static let all = [naverID, naverSecret, kakaoKey]

    /// The environment variables that carry them.
    public static let environment = [
        "NAVER_CLIENT_ID": naverID,
        "NAVER_CLIENT_SECRET": naverSecret,
        "KAKAO_REST_API_KEY": kakaoKey,
    ]

    /// A mock server on a loopback ephemeral port accepting these keys, with `faults` in the
    /// mock's `--fault` syntax.
    public static func startServer(faults: [String] = []) throws -> MockServer {
        var parsed: [MockFault] = []
        for specification in faults {
            parsed.append(try MockFault(specification: specification))
        }
        return try MockServer.start(MockConfiguration(
            naverClientID: naverID, naverClientSecret: naverSecret, kakaoRESTKey: kakaoKey, faults: parsed
        ))
    }
}
