import Foundation

/// An upstream service, as everything that talks to it or looks at it needs to know it: its
/// address and the variable that moves it, how requests to it carry their keys, what it allows,
/// and what `doctor` asks it. The entries are `UpstreamCatalog`'s; tests make their own.
public struct Upstream: Sendable, Hashable {
    /// Stable identifier (`naver`, `data.go.kr`, `dev-event`): a media provider's name in
    /// `--source`, and the catalog's key.
    public var id: String
    /// Short name used in messages (`naver`, `kakao`); the page's host for a page given by address.
    public var name: String
    /// Environment variable holding a replacement base URL (`QSEARCH_NAVER_URL`); nil when the
    /// address is given some other way (a page's own address).
    public var baseURLVariable: String?
    public var defaultBaseURL: URL
    public var authentication: UpstreamAuthentication
    public var limits: UpstreamLimits
    /// For an upstream that is one page (Dev-Event): the page read by default and the variable
    /// naming another; nil for an API below a base URL.
    public var page: UpstreamPage?
    /// What people are told about the keys (`doctor`'s check, the manual's line); nil for an
    /// upstream without keys.
    public var keys: UpstreamKeys?
    /// The requests `doctor` sends to see that the upstream answers and accepts its key.
    public var probes: [UpstreamProbe]

    /// - Parameter id: defaults to `name`.
    public init(
        id: String? = nil,
        name: String,
        baseURLVariable: String?,
        defaultBaseURL: URL,
        authentication: UpstreamAuthentication,
        limits: UpstreamLimits = .standard,
        page: UpstreamPage? = nil,
        keys: UpstreamKeys? = nil,
        probes: [UpstreamProbe] = []
    ) {
        self.id = id ?? name
        self.name = name
        self.baseURLVariable = baseURLVariable
        self.defaultBaseURL = defaultBaseURL
        self.authentication = authentication
        self.limits = limits
        self.page = page
        self.keys = keys
        self.probes = probes
    }

    /// The variable that points the upstream somewhere else: its base URL's, or for a page
    /// upstream the one naming another page.
    public var addressVariable: String? {
        page?.variable ?? baseURLVariable
    }

    /// This page upstream reading `pageURL` instead: its base is that page's origin, its name in
    /// messages that host, and no variable replaces the base (the address was given whole).
    public func serving(_ pageURL: URL) -> Upstream {
        var origin = URLComponents()
        origin.scheme = pageURL.scheme
        origin.host = pageURL.host
        origin.port = pageURL.port
        var upstream = self
        upstream.name = pageURL.host ?? "the event page"
        upstream.baseURLVariable = nil
        upstream.defaultBaseURL = origin.url ?? pageURL
        return upstream
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
        guard holdsPercentEscape(value), let decoded = value.removingPercentEncoding else { return value }
        return decoded
    }

    /// Whether `value` holds `%` and two hex digits: a byte scan (the three are ASCII, which
    /// no byte of a longer UTF-8 sequence is), where a regular expression would compile ICU's
    /// pattern machinery on every run. Linear in `value`.
    private static func holdsPercentEscape(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        guard bytes.count >= 3 else { return false }
        for index in 0..<(bytes.count - 2) where bytes[index] == UInt8(ascii: "%") {
            if isHexDigit(bytes[index + 1]) && isHexDigit(bytes[index + 2]) { return true }
        }
        return false
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
            UInt8(ascii: "A")...UInt8(ascii: "F"):
            return true
        default:
            return false
        }
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

/// The page a single-page upstream reads by default, and the variable naming another page of
/// its format. The tool reads the variable beside its own option and checks it by its own
/// rules (`file://` is allowed), so `Environment.baseURL(for:)` never does.
public struct UpstreamPage: Sendable, Hashable {
    public var address: URL
    public var variable: String

    public init(address: URL, variable: String) {
        self.address = address
        self.variable = variable
    }
}

/// What people are told about an upstream's keys (the variables are its authentication's):
/// `doctor`'s check of them, and the line the manual and the help give them.
public struct UpstreamKeys: Sendable, Hashable {
    /// `doctor`'s check (`naver-keys`).
    public var checkName: String
    /// What the keys are for, ending doctor's "no …" when missing (`Naver image search`).
    public var purpose: String
    /// What they are, as the manual says (`Naver search keys`).
    public var summary: String
    /// Where they are issued, as the manual says (`developers.naver.com`).
    public var issuer: String

    public init(checkName: String, purpose: String, summary: String, issuer: String) {
        self.checkName = checkName
        self.purpose = purpose
        self.summary = summary
        self.issuer = issuer
    }
}
