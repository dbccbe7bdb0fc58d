import QuickSearchDomain
import Testing

@Suite("Download address scopes and the rule of which a download may reach")
struct DownloadAddressPolicyTests {
    @Test(
        "IPv4 addresses by scope",
        arguments: [
            ([8, 8, 8, 8], NetworkAddressScope.global),
            ([223, 130, 195, 200], .global),
            ([127, 0, 0, 1], .loopback),
            ([127, 255, 0, 9], .loopback),
            ([10, 0, 0, 1], .privateNetwork),
            ([172, 16, 0, 1], .privateNetwork),
            ([172, 31, 255, 255], .privateNetwork),
            ([172, 32, 0, 1], .global),
            ([192, 168, 1, 1], .privateNetwork),
            ([100, 64, 0, 1], .privateNetwork),
            ([169, 254, 169, 254], .linkLocal),
            ([0, 0, 0, 0], .reserved),
            ([224, 0, 0, 1], .reserved),
            ([255, 255, 255, 255], .reserved),
            ([192, 0, 2, 1], .reserved),
        ] as [([UInt8], NetworkAddressScope)]
    )
    func ipv4(bytes: [UInt8], scope: NetworkAddressScope) {
        #expect(NetworkAddressScope(ipv4: bytes) == scope)
    }

    @Test("IPv6 addresses by scope, IPv4-mapped ones by their IPv4 address")
    func ipv6() {
        func address(_ head: [UInt8], tail: [UInt8] = []) -> [UInt8] {
            head + [UInt8](repeating: 0, count: 16 - head.count - tail.count) + tail
        }
        #expect(NetworkAddressScope(ipv6: address([], tail: [1])) == .loopback)
        #expect(NetworkAddressScope(ipv6: address([])) == .reserved)
        #expect(NetworkAddressScope(ipv6: address([0xFE, 0x80])) == .linkLocal)
        #expect(NetworkAddressScope(ipv6: address([0xFD, 0x12])) == .privateNetwork)
        #expect(NetworkAddressScope(ipv6: address([0xFF, 0x02])) == .reserved)
        #expect(NetworkAddressScope(ipv6: address([0x24, 0x04, 0x68, 0x00])) == .global)
        #expect(NetworkAddressScope(ipv6: address([], tail: [0xFF, 0xFF, 10, 0, 0, 1])) == .privateNetwork)
        #expect(NetworkAddressScope(ipv6: address([], tail: [0xFF, 0xFF, 127, 0, 0, 1])) == .loopback)
        #expect(NetworkAddressScope(ipv6: address([], tail: [0xFF, 0xFF, 8, 8, 8, 8])) == .global)
        #expect(NetworkAddressScope(ipv6: [1, 2, 3]) == .reserved)
    }

    @Test("Which scopes each source scope lets a download reach", arguments: NetworkAddressScope.allCases)
    func policy(source: NetworkAddressScope) {
        let policy = DownloadAddressPolicy(sourceScope: source)
        for target in NetworkAddressScope.allCases {
            let expected = target == .global || (target == source && target != .reserved)
            #expect(policy.permits(target) == expected, "source \(source), target \(target)")
        }
        // The cases the issue names: a public search never reaches the intranet or this machine.
        if source == .global {
            #expect(!policy.permits(.privateNetwork) && !policy.permits(.loopback) && !policy.permits(.linkLocal))
        }
        // The mock on 127.0.0.1 may serve its own images, but never send the tool to 10.x.
        if source == .loopback {
            #expect(policy.permits(.loopback) && !policy.permits(.privateNetwork))
        }
    }
}
