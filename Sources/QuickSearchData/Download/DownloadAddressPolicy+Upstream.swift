import Foundation
import QuickSearchDomain

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension DownloadAddressPolicy {
    /// The policy for media listed by these search upstreams: their base URLs' scope, the
    /// narrowest when they differ (a public upstream beside a local one lets nothing local
    /// through). Nil (no connect-time check) when a proxy variable is set: libcurl then
    /// connects only to the proxy, and what the proxy reaches is the proxy's to decide.
    public static func forMedia(listedBy baseURLs: [URL], environment: Environment) -> DownloadAddressPolicy? {
        let proxyVariables = ["http_proxy", "HTTPS_PROXY", "https_proxy", "ALL_PROXY", "all_proxy"]
        guard !proxyVariables.contains(where: { environment.value($0) != nil }) else { return nil }
        let scopes = Set(baseURLs.map { NetworkAddressScope(host: $0.host ?? "") })
        return DownloadAddressPolicy(sourceScope: scopes.count == 1 ? scopes.first! : .global)
    }
}

extension NetworkAddressScope {
    /// The scope of a URL's host: an IPv4 or IPv6 literal's own, loopback for `localhost`,
    /// global for any other name (names are checked where they resolve, at connect time).
    public init(host: String) {
        let bare = URLPolicy.bareHost(host)
        if bare == "localhost" || bare.hasSuffix(".localhost") {
            self = .loopback
            return
        }
        var ipv4 = in_addr()
        if inet_pton(AF_INET, bare, &ipv4) == 1 {
            self.init(ipv4: withUnsafeBytes(of: &ipv4) { Array($0) })
            return
        }
        var ipv6 = in6_addr()
        if inet_pton(AF_INET6, bare, &ipv6) == 1 {
            self.init(ipv6: withUnsafeBytes(of: &ipv6) { Array($0) })
            return
        }
        self = .global
    }
}
