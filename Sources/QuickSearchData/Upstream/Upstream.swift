import Foundation

/// An upstream service: its default address, the variable that overrides it, and how requests
/// to it are authenticated.
public struct Upstream: Sendable, Hashable {
    /// Short name used in messages (`naver`, `kakao`).
    public var name: String
    /// Environment variable holding a replacement base URL (`QSEARCH_NAVER_URL`); nil when the
    /// address is given some other way (a command-line option).
    public var baseURLVariable: String?
    public var defaultBaseURL: URL
    public var authentication: UpstreamAuthentication

    public init(name: String, baseURLVariable: String?, defaultBaseURL: URL, authentication: UpstreamAuthentication) {
        self.name = name
        self.baseURLVariable = baseURLVariable
        self.defaultBaseURL = defaultBaseURL
        self.authentication = authentication
    }
}

/// How credentials from the environment are attached to a request.
public enum UpstreamAuthentication: Sendable, Hashable {
    /// No credentials.
    case none
    /// Each header's value is the named variable's value, with an optional prefix.
    case headers([CredentialHeader])
    /// A query item whose value is the named variable's value (the public data portal's
    /// `serviceKey`). It is added after the cache key is made, so keys, history and messages
    /// never hold it.
    case queryItem(name: String, variable: String)

    /// The variables that must be set for requests to be accepted.
    public var requiredVariables: [String] {
        switch self {
        case .none:
            return []
        case .headers(let headers):
            return headers.map(\.variable)
        case .queryItem(_, let variable):
            return [variable]
        }
    }

    /// A key as the upstream means it. The data portal shows each key twice, plain and already
    /// percent-encoded; a value holding a valid `%XX` escape is taken as the encoded one and
    /// decoded, so that the request encodes it exactly once.
    public static func plainCredential(_ value: String) -> String {
        guard value.range(of: "%[0-9A-Fa-f]{2}", options: .regularExpression) != nil,
            let decoded = value.removingPercentEncoding
        else { return value }
        return decoded
    }
}

/// A header filled from a credential variable: `Authorization: KakaoAK $KAKAO_REST_API_KEY`.
public struct CredentialHeader: Sendable, Hashable {
    public var header: String
    public var variable: String
    public var prefix: String

    public init(header: String, variable: String, prefix: String = "") {
        self.header = header
        self.variable = variable
        self.prefix = prefix
    }
}
