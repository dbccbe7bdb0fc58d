/// Sends HTTP requests. The libcurl client implements it; tests and decorators wrap it.
public protocol HTTPClient: Sendable {
    /// Sends one request and returns the whole response, whatever its status.
    /// Throws `HTTPError` when no response arrives.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse

    /// Readies the client for a request that is on its way, without waiting: the libcurl client
    /// starts loading libcurl on a thread of its own. By default, nothing.
    func prepare()
}

extension HTTPClient {
    public func prepare() {}
}
