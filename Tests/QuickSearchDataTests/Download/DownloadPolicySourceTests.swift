import Foundation
import QuickSearchData
import QuickSearchDomain
import Testing

@Suite("The download policy from the search upstreams' addresses")
struct DownloadPolicySourceTests {
    @Test(
        "A host's scope: literals by their address, localhost as loopback, names as global",
        arguments: [
            ("127.0.0.1", NetworkAddressScope.loopback), ("[::1]", .loopback), ("localhost", .loopback),
            ("10.1.2.3", .privateNetwork), ("[fd00::1]", .privateNetwork), ("169.254.169.254", .linkLocal),
            ("openapi.naver.com", .global), ("8.8.8.8", .global),
        ]
    )
    func hostScope(host: String, scope: NetworkAddressScope) {
        #expect(NetworkAddressScope(host: host) == scope)
    }

    @Test("Upstreams' scopes: one scope is kept, mixed ones give global; a proxy variable turns the check off")
    func policy() throws {
        let mock = try #require(URL(string: "http://127.0.0.1:8080"))
        let naver = try #require(URL(string: "https://openapi.naver.com"))
        #expect(
            DownloadAddressPolicy.forMedia(listedBy: [mock, mock], environment: Environment([:]))?.sourceScope
                == .loopback
        )
        #expect(
            DownloadAddressPolicy.forMedia(listedBy: [mock, naver], environment: Environment([:]))?.sourceScope
                == .global
        )
        #expect(
            DownloadAddressPolicy.forMedia(
                listedBy: [naver],
                environment: Environment(["https_proxy": "http://10.0.0.9:3128"])
            ) == nil
        )
    }
}
