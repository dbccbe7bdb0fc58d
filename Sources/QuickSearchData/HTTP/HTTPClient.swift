/// Sends HTTP requests. The libcurl client implements it; tests and decorators wrap it.
public protocol HTTPClient: Sendable {
    /// Sends one request and returns the whole response, whatever its status.
    /// Throws `HTTPError` when no response arrives.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
