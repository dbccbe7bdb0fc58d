import Foundation
import QuickSearchData
import Testing

/// `URLPolicy.isLoopback`: the hosts plain http:// is allowed to, with an IPv6 literal's brackets
/// trimmed by scalar as Foundation's `trimmingCharacters(in: "[]")` trims them.
@Suite("Loopback hosts: the only ones plain http:// may reach")
struct LoopbackHostTests {
    @Test(
        "localhost, ::1 and 127.x.y.z are loopback, bracketed or not, in any case",
        arguments: ["localhost", "LocalHost", "::1", "[::1]", "[[::1]]", "127.0.0.1", "127.255.0.9", "[127.0.0.1]"]
    )
    func loopback(host: String) {
        #expect(URLPolicy.isLoopback(host))
    }

    @Test(
        "other hosts are not, whatever brackets or marks surround them",
        arguments: [
            "", "[", "[]", "example.com", "127.0.0.1.example.com", "localhost.example.com", "128.0.0.1",
            "127.0.0", "127.0.0.256", "127.0.0.1.", "::2", "[\u{301}::1]", "[::1\u{301}]", "localhost\u{301}",
        ]
    )
    func notLoopback(host: String) {
        #expect(!URLPolicy.isLoopback(host))
    }

    @Test(
        "a host's brackets are trimmed as Foundation's trimmingCharacters(in:) trims them, then lowercased",
        arguments: [
            "[::1]", "]]::1[[", "[a]b]", "[\u{301}::1]", "::1\u{301}]", "[]", "[", "", "Example.COM", "[FE80::1]",
        ]
    )
    func bareHostAsFoundationTrims(host: String) {
        let foundation = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
        #expect(URLPolicy.bareHost(host) == foundation)
    }
}
