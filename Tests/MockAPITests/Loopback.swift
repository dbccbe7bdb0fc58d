import Foundation
import MockAPI

/// One-shot requests to a mock server over loopback, and the credentials it expects.
enum Loopback {
    static let naverAuth = [("X-Naver-Client-Id", "mock-naver-id"), ("X-Naver-Client-Secret", "mock-naver-secret")]
    static let kakaoAuth = [("Authorization", "KakaoAK mock-kakao-key")]

    /// Sends one request on a new connection (with `Connection: close`) and reads the answer,
    /// waiting at most `timeoutSeconds` for each read.
    static func get(
        _ server: MockServer,
        _ target: String,
        headers: [(String, String)] = [],
        method: String = "GET",
        timeoutSeconds: Int = 10
    ) throws -> LoopbackResponse {
        let connection = try LoopbackConnection(port: server.port, timeoutSeconds: timeoutSeconds)
        try connection.request(target, method: method, headers: headers, close: true)
        return try connection.readResponse(bodyless: method == "HEAD")
    }

    /// A Naver image search with the right credentials; `parameters` like `display=5&start=11`.
    static func naver(_ server: MockServer, _ query: String, _ parameters: String = "") throws -> LoopbackResponse {
        try get(
            server,
            "/v1/search/image?query=\(encode(query))" + (parameters.isEmpty ? "" : "&" + parameters),
            headers: naverAuth
        )
    }

    /// A Kakao search (`image` or `vclip`) with the right key.
    static func kakao(
        _ server: MockServer,
        _ collection: String,
        _ query: String,
        _ parameters: String = ""
    ) throws -> LoopbackResponse {
        try get(
            server,
            "/v2/search/\(collection)?query=\(encode(query))" + (parameters.isEmpty ? "" : "&" + parameters),
            headers: kakaoAuth
        )
    }

    /// Percent-encodes a query value (everything but unreserved characters).
    static func encode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(
            CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127))
        )
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}
