import Foundation

/// Adds the upstream's keys from the environment, as its catalog entry says they are sent: as
/// headers, or as a query item encoded exactly once. A request with keys never follows a
/// redirect (libcurl would send custom headers to the new host). Throws `ConfigurationError`
/// naming the variables when a key is missing; nothing is sent then.
struct CredentialStage: UpstreamStage {
    let environment: Environment

    func answer<Output: Sendable>(
        _ call: UpstreamCall<Output>,
        next: UpstreamNext<Output>
    ) async throws -> UpstreamReply<Output> {
        var call = call
        try authenticate(&call.request, upstream: call.upstream)
        return try await next(call)
    }

    /// `request` with `upstream`'s keys.
    func authenticate(_ request: inout HTTPRequest, upstream: Upstream) throws {
        guard upstream.authentication != .none else { return }
        let missing = environment.missingCredentials(for: upstream)
        guard missing.isEmpty else {
            throw ConfigurationError(
                variables: missing,
                message: "set \(missing.joined(separator: " and ")) to use this source"
            )
        }
        request.followsRedirects = false
        switch upstream.authentication {
        case .none:
            return
        case .headers(let headers):
            // Ahead of the validators the cache stage added: the request goes out as it did
            // before there were stages, byte for byte.
            let credentials = headers.map {
                HTTPHeader($0.header, $0.prefix + (environment.value($0.variable) ?? ""))
            }
            request.headers.insert(contentsOf: credentials, at: 0)
        case .queryItem(let name, let variable):
            let key = UpstreamAuthentication.plainCredential(environment.value(variable) ?? "")
            let separator = request.url.query == nil ? "?" : "&"
            let item = "\(QueryEncoding.encode(name))=\(QueryEncoding.encode(key))"
            guard let url = URL(string: request.url.absoluteString + separator + item) else {
                throw ConfigurationError(
                    variables: [variable],
                    message: "\(variable) cannot be put in a request; check its value"
                )
            }
            request.url = url
        }
    }
}
