import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A loopback port where nothing listens: a socket bound to it but never listening, so every
/// connection is refused and no other test's server can take the port while this is held
/// (unlike a port whose server has merely stopped).
public final class RefusingPort: Sendable {
    /// The refused port.
    public let port: Int
    private let descriptor: Int32

    /// Binds a free loopback port without listening on it.
    public init() throws {
        (descriptor, port) = try LoopbackSocket.bound(listeningWithBacklog: nil)
    }

    deinit {
        close(descriptor)
    }

    /// `http://127.0.0.1:PORT`: a base URL every request to which is refused.
    public var baseURL: String {
        "http://127.0.0.1:\(port)"
    }
}
