import Foundation
import QuickSearchDomain

/// Executes request targets: builds URLs from the configured base, consults the cache, attaches
/// credentials, sends, and decodes.
public struct UpstreamClient: Sendable {
    public let http: any HTTPClient
    public let environment: Environment
    public let cache: (any ResponseCaching)?
    public let now: @Sendable () -> Date
    /// The environment's keys, in every form an echo carries; built once per client, not per page.
    private let secrets: SecretRedactor

    public init(
        http: any HTTPClient,
        environment: Environment,
        cache: (any ResponseCaching)?,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.http = http
        self.environment = environment
        secrets = SecretRedactor(environment: environment)
        self.cache = cache
        self.now = now
    }

    /// The target's answer from a fresh cache entry, without any request; nil when there is none.
    public func cachedValue<Target: RequestTarget>(_ target: Target) -> Target.Output? {
        guard target.cacheLifetime != nil, let url = try? url(for: target),
            let stored = cache?.answer(forKey: cacheKey(target, url: url)), stored.isFresh(at: now())
        else {
            return nil
        }
        return try? decode(stored, with: target)
    }

    /// Whether the cache holds an answer for the target, fresh or stale.
    public func hasStoredAnswer<Target: RequestTarget>(for target: Target) -> Bool {
        guard target.cacheLifetime != nil, let url = try? url(for: target) else { return false }
        return cache?.answer(forKey: cacheKey(target, url: url)) != nil
    }

    /// Fetches and decodes a target.
    ///
    /// - Parameters:
    ///   - refresh: skip fresh cached answers (stored ones are still used to revalidate).
    ///   - staleOnFailure: when the upstream cannot be reached or answers with an error status,
    ///     decode the last stored answer instead.
    ///   - deadline: when the request (retries included) must be over.
    /// - Throws: `SourceFailure` only, whatever went wrong: transport errors, error statuses,
    ///   unreadable bodies, missing keys and unusable base URLs are all folded into it here.
    public func fetch<Target: RequestTarget>(
        _ target: Target,
        refresh: Bool = false,
        staleOnFailure: Bool = false,
        deadline: ContinuousClock.Instant? = nil
    ) async throws(SourceFailure) -> Fetched<Target.Output> {
        do {
            return try await answer(target, refresh: refresh, staleOnFailure: staleOnFailure, deadline: deadline)
        } catch {
            throw Self.failure(error, of: target)
        }
    }

    /// Any error met while fetching `target`, as the one failure type.
    static func failure<Target: RequestTarget>(_ error: any Error, of target: Target) -> SourceFailure {
        switch error {
        case let failure as SourceFailure:
            return failure
        case let error as HTTPError:
            return SourceFailure(error.sourceFailureKind, "\(target.answerName): \(error.message)")
        case let error as ConfigurationError:
            let isKey = error.variables.contains(where: target.upstream.authentication.requiredVariables.contains)
            return SourceFailure(isKey ? .authentication : .configuration, "\(target.answerName): \(error.message)")
        case is CancellationError:
            return SourceFailure(.timeout, "\(target.answerName): stopped before the answer arrived")
        default:
            return SourceFailure(
                .unavailable,
                "\(target.answerName): failed unexpectedly (\(type(of: error))); try again, and report it if it persists"
            )
        }
    }

    private func answer<Target: RequestTarget>(
        _ target: Target,
        refresh: Bool,
        staleOnFailure: Bool,
        deadline: ContinuousClock.Instant?
    ) async throws -> Fetched<Target.Output> {
        let url = try url(for: target)
        let key = cacheKey(target, url: url)
        let stored = target.cacheLifetime == nil ? nil : cache?.answer(forKey: key)
        if let stored, !refresh, stored.isFresh(at: now()), let value = try? decode(stored, with: target) {
            return Fetched(value: value, origin: .cache)
        }
        var request = HTTPRequest(
            method: target.method,
            url: url,
            maximumBodySize: target.maximumBodySize,
            deadline: deadline
        )
        try authenticate(&request, upstream: target.upstream)
        if let stored {
            if let etag = stored.etag { request.headers.append(HTTPHeader("If-None-Match", etag)) }
            if let modified = stored.lastModified { request.headers.append(HTTPHeader("If-Modified-Since", modified)) }
        }
        let response: HTTPResponse
        let echoedSecret: Bool
        do {
            (response, echoedSecret) = secrets.redact(try await http.send(request))
        } catch let error as HTTPError {
            let error = secrets.redact(error)
            if staleOnFailure, let stale = stale(stored, with: target, failure: error.message) {
                return stale
            }
            throw error
        }
        if staleOnFailure, !(200...299).contains(response.status), response.status != 304,
            let stale = stale(stored, with: target, failure: "\(target.upstream.name) answered HTTP \(response.status)")
        {
            return stale
        }
        if response.status == 304, let stored, let lifetime = target.cacheLifetime {
            let decoded = try decoded(stored, with: target)
            cache?.renew(key: key, expiresAt: decoded.expiresAt ?? now().addingTimeInterval(lifetime.timeInterval))
            return Fetched(value: decoded.value, origin: .revalidated)
        }
        let decoded = try target.decode(response)
        if let lifetime = target.cacheLifetime, decoded.isCacheable, !echoedSecret {
            let stamp = now()
            cache?.save(
                CachedResponse(
                    key: key,
                    body: response.body,
                    status: response.status,
                    contentType: response.header("content-type"),
                    etag: response.header("etag"),
                    lastModified: response.header("last-modified"),
                    storedAt: stamp,
                    expiresAt: decoded.expiresAt ?? stamp.addingTimeInterval(lifetime.timeInterval)
                )
            )
        }
        return Fetched(value: decoded.value, origin: .network)
    }

    /// Decodes a stored answer as the target's output, redacted like a fresh one (an entry
    /// written by an older version may hold an echoed key).
    private func decode<Target: RequestTarget>(_ stored: CachedResponse, with target: Target) throws -> Target.Output {
        try decoded(stored, with: target).value
    }

    private func decoded<Target: RequestTarget>(
        _ stored: CachedResponse,
        with target: Target
    ) throws -> Decoded<Target.Output> {
        try target.decode(secrets.redact(HTTPResponse(status: stored.status, body: stored.body)).response)
    }

    /// The stored answer standing in for an unreachable upstream, if there is a readable one.
    private func stale<Target: RequestTarget>(
        _ stored: CachedResponse?,
        with target: Target,
        failure: String
    ) -> Fetched<Target.Output>? {
        guard let stored, let value = try? decode(stored, with: target) else { return nil }
        return Fetched(value: value, origin: .staleCache(storedAt: stored.storedAt, failure: failure))
    }

    /// The cache key of a target: method and URL, which never carry credentials.
    private func cacheKey<Target: RequestTarget>(_ target: Target, url: URL) -> String {
        "\(target.method) \(url.absoluteString)"
    }

    /// The full URL of a target, without credentials.
    public func url<Target: RequestTarget>(for target: Target) throws -> URL {
        let base = try environment.baseURL(for: target.upstream)
        var text = base.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        text += target.path
        let query = target.queryItems.map { "\(QueryEncoding.encode($0.name))=\(QueryEncoding.encode($0.value))" }
        if !query.isEmpty {
            text += "?" + query.joined(separator: "&")
        }
        guard let url = URL(string: text) else {
            throw HTTPError(.invalidURL, "could not build a URL for \(target.upstream.name)")
        }
        return url
    }

    private func authenticate(_ request: inout HTTPRequest, upstream: Upstream) throws {
        guard upstream.authentication != .none else { return }
        let missing = environment.missingCredentials(for: upstream)
        guard missing.isEmpty else {
            throw ConfigurationError(
                variables: missing,
                message: "set \(missing.joined(separator: " and ")) to use this source"
            )
        }
        // Credentials must never follow a redirect to another host.
        request.followsRedirects = false
        switch upstream.authentication {
        case .none:
            return
        case .headers(let headers):
            for header in headers {
                request.headers.append(
                    HTTPHeader(header.header, header.prefix + (environment.value(header.variable) ?? ""))
                )
            }
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

/// Percent-encoding of query names and values: everything but RFC 3986 unreserved characters.
enum QueryEncoding {
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
    )

    static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }
}
