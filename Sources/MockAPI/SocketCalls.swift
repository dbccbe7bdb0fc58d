#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// The POSIX socket calls the server makes, with the platform differences kept here.
enum SocketCalls {
    /// Ignores SIGPIPE for the process, so a vanished client never kills it.
    static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// A new IPv4 stream socket, closed on exec and never raising SIGPIPE.
    static func makeStreamSocket() -> Int32 {
        #if canImport(Darwin)
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        if descriptor >= 0 { configureAccepted(descriptor) }
        return descriptor
        #else
        return socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #endif
    }

    /// Accepts one connection (close-on-exec), or returns -1.
    static func accept(_ listener: Int32) -> Int32 {
        #if canImport(Darwin)
        let descriptor = Darwin.accept(listener, nil, nil)
        if descriptor >= 0 { configureAccepted(descriptor) }
        #else
        let descriptor = Glibc.accept(listener, nil, nil)
        if descriptor >= 0 { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        #endif
        return descriptor
    }

    /// Sends all bytes; false when the peer is gone or the send timed out.
    static func sendAll(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>) -> Bool {
        #if canImport(Darwin)
        let flags: Int32 = 0
        #else
        let flags = Int32(MSG_NOSIGNAL)
        #endif
        var offset = bytes.startIndex
        while offset < bytes.endIndex {
            let sent = bytes[offset...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, flags) }
            if sent < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += sent
        }
        return true
    }

    /// Receives up to `buffer.count` bytes: the count, 0 at end of stream, -1 on error or timeout.
    static func receive(_ descriptor: Int32, into buffer: inout [UInt8]) -> Int {
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            return count
        }
    }

    /// Sets receive and send timeouts.
    static func setTimeouts(_ descriptor: Int32, seconds: Int) {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        let size = socklen_t(MemoryLayout<timeval>.size)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, size)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, size)
    }

    /// Sets an integer socket option.
    static func setOption(_ descriptor: Int32, _ level: Int32, _ name: Int32, _ value: Int32) {
        var value = value
        setsockopt(descriptor, level, name, &value, socklen_t(MemoryLayout<Int32>.size))
    }

    /// Makes the next `close` send a TCP reset instead of a normal shutdown.
    static func armReset(_ descriptor: Int32) {
        var linger = linger(l_onoff: 1, l_linger: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<linger>.size))
    }

    /// Ends both directions (wakes threads blocked on the socket) without freeing the descriptor.
    static func shutdownBoth(_ descriptor: Int32) {
        shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// Ends the sending direction (the peer reads end of stream).
    static func shutdownWrite(_ descriptor: Int32) {
        shutdown(descriptor, Int32(SHUT_WR))
    }

    /// `shutdown(2)` in the direction `how`; a failure (the peer gone) changes nothing here.
    private static func shutdown(_ descriptor: Int32, _ how: Int32) {
        #if canImport(Darwin)
        _ = Darwin.shutdown(descriptor, how)
        #else
        _ = Glibc.shutdown(descriptor, how)
        #endif
    }

    static func close(_ descriptor: Int32) {
        #if canImport(Darwin)
        _ = Darwin.close(descriptor)
        #else
        _ = Glibc.close(descriptor)
        #endif
    }

    /// Waits up to `milliseconds` for the socket to become readable (or to fail).
    static func waitReadable(_ descriptor: Int32, milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, milliseconds) > 0
    }

    #if canImport(Darwin)
    private static func configureAccepted(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        setOption(descriptor, SOL_SOCKET, SO_NOSIGPIPE, 1)
    }
    #endif
}
