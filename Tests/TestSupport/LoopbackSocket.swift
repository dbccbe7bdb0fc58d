import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The socket calls the loopback test servers share: binding an ephemeral 127.0.0.1 port and
/// sending a whole buffer.
enum LoopbackSocket {
    /// A TCP socket (closed on exec) bound to a free 127.0.0.1 port, listening with `backlog`
    /// when one is given; the caller owns the descriptor.
    static func bound(listeningWithBacklog backlog: Int32?) throws -> (descriptor: Int32, port: Int) {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        let named = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard bound == 0, named == 0, backlog.map({ listen(descriptor, $0) == 0 }) ?? true else {
            close(descriptor)
            throw POSIXError(.EADDRINUSE)
        }
        return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// Sends all of `bytes` on `connection`; false when the peer is gone. `sent` grows by each
    /// byte handed to the kernel.
    static func sendAll(_ bytes: ArraySlice<UInt8>, on connection: Int32, sent: inout Int) -> Bool {
        var offset = bytes.startIndex
        while offset < bytes.endIndex {
            let count = bytes[offset...].withUnsafeBytes {
                send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { return false }
            offset += count
            sent += count
        }
        return true
    }
}
