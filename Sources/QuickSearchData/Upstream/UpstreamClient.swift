import Foundation
import QuickSearchDomain

/// Executes request targets: builds the URL from the configured base, runs the call through the
/// stages of `UpstreamPipeline` (cache → credentials → preparation → redaction → retry → host limit →
/// transport), reads the answer, and turns whatever went wrong into one `SourceFailure` naming
/// the answer, in one place (`failure(_:of:)`).
public struct UpstreamClient: Sendable {
    public let environment: Environment
    public let cache: (any ResponseCaching)?
    public let now: @Sendable () -> Date
    /// The cache stage, also asked directly by `cachedValue` and `hasStoredAnswer`.
    private let answers: CacheStage
    private let pipeline: UpstreamPipeline
    /// Identical GETs in flight at once, asked once.
    private let shared = SharedFetches()

    /// The client as the tools use it: libcurl, with each upstream's retries (`RetryStage`) and
    /// bound per host (`HostLimitStage`) from its catalog entry.
    ///
    /// - Parameters:
    ///   - retryClock: time and waiting for retries (tests pass one that does not really wait).
    ///   - random: the retries' jitter source, a value in 0...1 per wait.
    public init(
        userAgent: String,
        environment: Environment,
        cache: (any ResponseCaching)?,
        now: @escaping @Sendable () -> Date = { Date() },
        retryClock: any RetryClock = SystemRetryClock(),
        random: @escaping @Sendable () -> Double = { Double.random(in: 0...1) }
    ) {
        let curl = CurlHTTPClient(userAgent: userAgent)
        self.init(
            transport: curl.withoutHostLimit,
            below: [
                RetryStage(clock: retryClock, random: random),
                HostLimitStage(limiter: HostConcurrencyLimiter(limit: UpstreamLimits.standardConnectionsPerHost)),
            ],
            environment: environment,
            cache: cache,
            now: now
        )
    }

    /// A client sending through `http` as it is (retries and host bounds are then `http`'s own,
    /// as tests arrange them).
    public init(
        http: any HTTPClient,
        environment: Environment,
        cache: (any ResponseCaching)?,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.init(transport: http, below: [], environment: environment, cache: cache, now: now)
    }

    /// The pipeline with `stages` below the redaction and `transport` at the end.
    private init(
        transport: any HTTPClient,
        below stages: [any UpstreamStage],
        environment: Environment,
        cache: (any ResponseCaching)?,
        now: @escaping @Sendable () -> Date
    ) {
        self.environment = environment
        self.cache = cache
        self.now = now
        // The environment's keys, in every form an echo carries; built once per client, not per page.
        let secrets = SecretRedactor(environment: environment)
        answers = CacheStage(cache: cache, secrets: secrets, now: now)
        pipeline = UpstreamPipeline(
            stages: [
                answers, CredentialStage(environment: environment), PreparationStage(transport: transport),
                RedactionStage(secrets: secrets),
            ] + stages,
            transport: transport
        )
    }

    /// The target's answer from a fresh cache entry, without any request; nil when there is none.
    public func cachedValue<Target: RequestTarget>(_ target: Target) -> Target.Output? {
        guard let call = try? call(target), let stored = answers.storedAnswer(for: call) else { return nil }
        return answers.fresh(stored, for: call)?.reading?.value
    }

    /// Whether the cache holds an answer for the target, fresh or stale.
    public func hasStoredAnswer<Target: RequestTarget>(for target: Target) -> Bool {
        guard let call = try? call(target) else { return false }
        return answers.storedAnswer(for: call) != nil
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
            let call = try call(target, refresh: refresh, staleOnFailure: staleOnFailure, deadline: deadline)
            return try await shared.outcome(of: call) {
                var reply = try await pipeline.answer(call)
                return Fetched(value: try await reply.read(for: call).value, origin: reply.origin)
            }
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
            return SourceFailure(
                error.sourceFailureKind,
                "\(target.answerName): \(error.message)",
                remedy: error.remedy
            )
        case let error as ConfigurationError:
            let isKey = error.variables.contains(where: target.upstream.authentication.requiredVariables.contains)
            return SourceFailure(
                isKey ? .authentication : .configuration,
                "\(target.answerName): \(error.message)",
                remedy: error.remedy
            )
        case is CancellationError:
            return SourceFailure(.timeout, "\(target.answerName): stopped before the answer arrived")
        default:
            return SourceFailure(
                .unavailable,
                "\(target.answerName): failed unexpectedly (\(type(of: error))); try again, and report it if it persists"
            )
        }
    }

    /// The call for `target`: its request without credentials, and its cache key.
    private func call<Target: RequestTarget>(
        _ target: Target,
        refresh: Bool = false,
        staleOnFailure: Bool = false,
        deadline: ContinuousClock.Instant? = nil
    ) throws -> UpstreamCall<Target.Output> {
        let request = HTTPRequest(
            method: target.method,
            url: try url(for: target),
            maximumBodySize: target.maximumBodySize,
            deadline: deadline
        )
        return UpstreamCall(target, request: request, refresh: refresh, staleOnFailure: staleOnFailure)
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
}
