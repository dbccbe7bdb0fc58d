import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A loopback port whose listener never accepts and whose accept queue is full: the kernel
/// drops new connection attempts, so a client's connect never completes (a connect timeout
/// without leaving the machine).
final class BacklogFullListener {
    let port: Int
    private let listener: Int32
    private var fillers: [Int32] = []

    /// Listens with a backlog of 0 and fills the queue; nil if the queue would not fill.
    init?() {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        guard let port = Self.listenWithoutBacklog(descriptor) else {
            close(descriptor)
            return nil
        }
        listener = descriptor
        self.port = port
        for _ in 0..<8 where !connectionStalls() {}
        guard connectionStalls() else { return nil }
    }

    /// Binds an ephemeral loopback port and listens with a backlog of 0; the port, or nil.
    private static func listenWithoutBacklog(_ descriptor: Int32) -> Int? {
        var address = loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard bound == 0, named == 0, listen(descriptor, 0) == 0 else { return nil }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    deinit {
        for filler in fillers { close(filler) }
        close(listener)
    }

    var baseURL: String {
        "http://127.0.0.1:\(port)"
    }

    /// Starts one more non-blocking connection (kept as a filler); true when it does not
    /// complete within 200 ms, i.e. the queue is full.
    private func connectionStalls() -> Bool {
        let descriptor = socket(
            AF_INET,
            Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue),
            0
        )
        guard descriptor >= 0 else { return false }
        fillers.append(descriptor)
        var address = Self.loopback(port: port)
        let started = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        if started == 0 { return false }
        var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        return poll(&entry, 1, 200) == 0
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
        return address
    }
}
