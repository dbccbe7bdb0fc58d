import Foundation
import MockAPI

/// Keys the tests' mock servers accept, one for every key a mock route checks
/// (`MockUpstream.allKeys`), so a route that declares a new key has a test value at once.
///
/// Each is `test+CORE/k==`: the `+`, `/` and `=` are the characters real portal keys have, so
/// every key's encoding is exercised (a header carries them as they are, a query item encodes
/// them once); the core (`naver-client-id-…`) is letters, digits and dashes, which every
/// encoding keeps as they are, so a leak is found byte by byte in any form.
public enum MockCredentials {
    /// The test value of every key, by the tools' variable.
    public static let environment: [String: String] = Dictionary(
        uniqueKeysWithValues: MockUpstream.allKeys.map { ($0.variable, value(of: $0)) }
    )

    public static let naverID = value(of: .naverClientID)
    public static let naverSecret = value(of: .naverClientSecret)
    public static let kakaoKey = value(of: .kakaoRESTKey)
    public static let dataGoKrKey = value(of: .dataGoKrServiceKey)

    /// What to look for when searching output and files for a leak: every value whole, and
    /// every core (found inside the values' percent-encoded and JSON-escaped forms too).
    public static let all: [String] = MockUpstream.allKeys.flatMap { [value(of: $0), core(of: $0)] }

    /// The test value of `key`: `test+CORE/k==`.
    public static func value(of key: MockKey) -> String {
        "test+\(core(of: key))/k=="
    }

    /// `key`'s variable in lower case with dashes, and six hex digits of its djb2 hash:
    /// `naver-client-id-1c2f3a`.
    static func core(of key: MockKey) -> String {
        let hash = key.variable.utf8.reduce(UInt32(5381)) { $0 &* 33 &+ UInt32($1) }
        let digits = String(hash & 0xFF_FFFF, radix: 16)
        let name = key.variable.lowercased().replacingOccurrences(of: "_", with: "-")
        return name + "-" + String(repeating: "0", count: 6 - digits.count) + digits
    }

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
        var configuration = MockConfiguration(keys: environment, now: now, faults: parsed)
        configuration.localMedia = localMedia
        return try MockServer.start(configuration)
    }
}
