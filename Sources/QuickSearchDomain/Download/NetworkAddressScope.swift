/// Which network an IP address belongs to, for deciding whether a download may connect to it.
public enum NetworkAddressScope: String, Sendable, Hashable, CaseIterable {
    /// The internet.
    case global
    /// This machine: 127.0.0.0/8, ::1.
    case loopback
    /// A private network: 10/8, 172.16/12, 192.168/16, 100.64/10 (carrier-grade NAT), fc00::/7.
    case privateNetwork
    /// A link: 169.254/16, fe80::/10 (cloud metadata services live here).
    case linkLocal
    /// Never a real peer: 0/8, multicast, 240/4 and broadcast, ::, ff00::/8, documentation and
    /// benchmarking ranges.
    case reserved

    /// The scope of an IPv4 address given as its four bytes.
    public init(ipv4 bytes: [UInt8]) {
        guard bytes.count == 4 else {
            self = .reserved
            return
        }
        let (a, b) = (bytes[0], bytes[1])
        switch a {
        case 127: self = .loopback
        case 10: self = .privateNetwork
        case 172 where (16...31).contains(b): self = .privateNetwork
        case 192 where b == 168: self = .privateNetwork
        case 100 where (64...127).contains(b): self = .privateNetwork
        case 169 where b == 254: self = .linkLocal
        case 0, 224...255: self = .reserved
        case 192 where b == 0 && bytes[2] == 2, 198 where b == 51 && bytes[2] == 100,
            203 where b == 0 && bytes[2] == 113, 198 where b == 18 || b == 19:
            self = .reserved
        default: self = .global
        }
    }

    /// The scope of an IPv6 address given as its sixteen bytes; an IPv4-mapped address
    /// (`::ffff:a.b.c.d`) has its IPv4 address's scope.
    public init(ipv6 bytes: [UInt8]) {
        guard bytes.count == 16 else {
            self = .reserved
            return
        }
        if bytes[0..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xFF, bytes[11] == 0xFF {
            self.init(ipv4: Array(bytes[12..<16]))
            return
        }
        if bytes[0..<15].allSatisfy({ $0 == 0 }) {
            self = bytes[15] == 1 ? .loopback : .reserved
            return
        }
        switch bytes[0] {
        case 0xFC, 0xFD: self = .privateNetwork
        case 0xFE where bytes[1] & 0xC0 == 0x80: self = .linkLocal
        case 0xFE where bytes[1] & 0xC0 == 0xC0: self = .privateNetwork
        case 0xFF: self = .reserved
        case 0x20 where bytes[1] == 0x01 && bytes[2] == 0x0D && bytes[3] == 0xB8: self = .reserved
        default: self = .global
        }
    }

    /// `private-network`, `link-local`: for messages.
    public var description: String {
        switch self {
        case .global: "public"
        case .loopback: "loopback"
        case .privateNetwork: "private-network"
        case .linkLocal: "link-local"
        case .reserved: "reserved"
        }
    }
}
