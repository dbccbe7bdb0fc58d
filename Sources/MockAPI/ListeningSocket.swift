#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// A TCP socket listening on 127.0.0.1 only.
struct ListeningSocket {
    let descriptor: Int32
    /// The port bound (the kernel's choice when 0 was asked).
    let port: Int

    /// Binds 127.0.0.1:`port` (0 = ephemeral) and listens.
    static func open(port: UInt16) throws(MockServerError) -> ListeningSocket {
        let descriptor = SocketCalls.makeStreamSocket()
        guard descriptor >= 0 else { throw MockServerError(operation: "socket", code: errno) }
        SocketCalls.setOption(descriptor, SOL_SOCKET, SO_REUSEADDR, 1)
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
        let length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        guard bound == 0 else {
            let code = errno
            SocketCalls.close(descriptor)
            throw MockServerError(operation: "bind", code: code)
        }
        guard listen(descriptor, 128) == 0 else {
            let code = errno
            SocketCalls.close(descriptor)
            throw MockServerError(operation: "listen", code: code)
        }
        var actual = sockaddr_in()
        var actualLength = length
        let named = withUnsafeMutablePointer(to: &actual) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                getsockname(descriptor, $0, &actualLength)
            }
        }
        guard named == 0 else {
            let code = errno
            SocketCalls.close(descriptor)
            throw MockServerError(operation: "getsockname", code: code)
        }
        return ListeningSocket(descriptor: descriptor, port: Int(UInt16(bigEndian: actual.sin_port)))
    }
}
