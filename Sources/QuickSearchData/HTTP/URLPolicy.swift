import Foundation

/// Which URLs the client may fetch: HTTPS anywhere, plain HTTP only on this machine.
public enum URLPolicy {
    /// Throws `HTTPError.insecureURL` for `http://` to a non-loopback host, `.credentialsInURL`
    /// for a URL with a user name or password, `.invalidURL` for anything that is not HTTP(S)
    /// with a host. Messages never repeat the user name or password.
    public static func validate(_ url: URL) throws {
        guard !hasCredentials(url.absoluteString) else {
            throw HTTPError(
                .credentialsInURL,
                "the URL holds a user name or password, which would be sent and stored in plain text; remove the 'user:password@' part"
            )
        }
        guard let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty else {
            throw HTTPError(.invalidURL, "'\(url.absoluteString)' is not a valid http(s) URL")
        }
        switch scheme {
        case "https":
            return
        case "http":
            guard isLoopback(host) else {
                throw HTTPError(
                    .insecureURL,
                    "refusing plain http:// to \(host): use https:// (http is allowed only for 127.0.0.1, ::1 and localhost)"
                )
            }
        default:
            throw HTTPError(.invalidURL, "unsupported URL scheme '\(scheme)': use https://")
        }
    }

    /// True when `text`, read as a URL, holds a user name or password (`user:password@`); text
    /// that is no URL at all counts when it holds an `@`, which could be meant as one.
    public static func hasCredentials(_ text: String) -> Bool {
        guard let components = URLComponents(string: text) else { return text.contains("@") }
        return components.user != nil || components.password != nil
    }

    /// True for `localhost`, `127.0.0.0/8` and `::1`.
    public static func isLoopback(_ host: String) -> Bool {
        let bare = bareHost(host)
        if bare == "localhost" || bare == "::1" { return true }
        let octets = bare.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
    }

    /// A URL's host without the brackets of an IPv6 literal, lowercased: the brackets trimmed by
    /// scalar from both ends, as `trimmingCharacters(in: "[]")` trims them, without Foundation's
    /// character set (about 100,000 instructions a call).
    public static func bareHost(_ host: String) -> String {
        var scalars = Substring(host).unicodeScalars
        while let first = scalars.first, first == "[" || first == "]" { scalars.removeFirst() }
        while let last = scalars.last, last == "[" || last == "]" { scalars.removeLast() }
        return String(scalars).lowercased()
    }
}
