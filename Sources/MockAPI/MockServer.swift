/// A local stand-in for the Naver and Kakao search APIs and a static page server, listening
/// on 127.0.0.1 only. Start one per test on port 0 and read `baseURL`.
///
/// Routes: `/v1/search/image[.json]` (Naver), `/v2/search/image` and `/v2/search/vclip`
/// (Kakao), KMA's `/1360000/VilageFcstInfoService_2.0/{getVilageFcst,getUltraSrtNcst,
/// getUltraSrtFcst}` and `/1360000/LivingWthrIdxServiceV4/getUVIdxV4` (public data portal),
/// `/pages/<file>` (files of `pagesDirectory`), `/status/NNN`. HTTP/1.1 with
/// keep-alive, GET and HEAD. The server stops when `stop()` is called or the last reference
/// to it goes away.
public final class MockServer: Sendable {
    private let runtime: MockServerRuntime

    /// The configuration the server runs with.
    public let configuration: MockConfiguration
    /// The port the server listens on.
    public let port: Int

    private init(runtime: MockServerRuntime, configuration: MockConfiguration) {
        self.runtime = runtime
        self.configuration = configuration
        port = runtime.listener.port
    }

    deinit {
        runtime.stop()
    }

    /// Binds 127.0.0.1:`port` (0 = an ephemeral port) and starts serving on background threads.
    public static func start(
        _ configuration: MockConfiguration = .init(),
        port: UInt16 = 0
    )
        throws(MockServerError) -> MockServer
    {
        SocketCalls.ignoreBrokenPipes()
        let listener = try ListeningSocket.open(port: port)
        let runtime = MockServerRuntime(
            listener: listener,
            handler: MockRequestHandler(configuration: configuration)
        )
        runtime.start()
        return MockServer(runtime: runtime, configuration: configuration)
    }

    /// `http://127.0.0.1:PORT`, without a trailing slash.
    public var baseURL: String {
        "http://127.0.0.1:\(port)"
    }

    /// Stops listening and closes open connections. Safe to call more than once.
    public func stop() {
        runtime.stop()
    }

    /// Every request received so far, in arrival order.
    public var requests: [MockRecordedRequest] {
        runtime.handler.requests
    }

    /// How many requests so far had a path starting with `pathPrefix`.
    public func requestCount(pathPrefix: String) -> Int {
        requests.filter { $0.path.hasPrefix(pathPrefix) }.count
    }
}

/// The mock server could not start listening.
public struct MockServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The socket call that failed, e.g. `bind`.
    public var operation: String
    /// The `errno` it left.
    public var code: Int32

    public var description: String { "mock server: \(operation) failed (errno \(code))" }
}
