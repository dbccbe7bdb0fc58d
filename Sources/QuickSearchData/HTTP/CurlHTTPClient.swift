import Foundation
import Synchronization

/// The libcurl-backed `HTTPClient`: connection reuse per host, compressed responses, connect and
/// total timeouts, limited redirects, proxies from the usual environment variables, bodies
/// bounded by `HTTPRequest.maximumBodySize`, and at most `maximumConnectionsPerHost` transfers
/// at once against any one host.
///
/// Requests whose body is kept in memory run together on one thread (`CurlMultiDriver`), which
/// holds the client's open connections. A streamed body (`stream`) goes to a sink that writes
/// to disk, so each of those transfers blocks a thread of its own (`CurlHandlePool` keeps their
/// handles and connections): Dispatch's worker pool is sized to the cores, so blocking
/// transfers on it would run only two or so at a time. Cancelling the calling task aborts its
/// transfer at once in the loop, within about a second on a thread of its own (libcurl's
/// progress callback), or removes it from the queue for a host slot at once.
public final class CurlHTTPClient: HTTPClient {
    private let pool: CurlHandlePool
    private let driver: CurlMultiDriver
    let limiter: HostConcurrencyLimiter
    private let userAgent: String

    /// - Parameter maximumConnectionsPerHost: by default the catalog's standard
    ///   (`UpstreamLimits.standardConnectionsPerHost`).
    public init(userAgent: String, maximumConnectionsPerHost: Int = UpstreamLimits.standardConnectionsPerHost) {
        self.userAgent = userAgent
        pool = CurlHandlePool(maximumIdlePerHost: maximumConnectionsPerHost)
        driver = CurlMultiDriver()
        limiter = HostConcurrencyLimiter(limit: maximumConnectionsPerHost)
    }

    /// Makes the transfer loop's thread, if none runs, which loads libcurl if it is not loaded yet.
    public func prepare() {
        driver.start()
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try URLPolicy.validate(request.url)
        let hostKey = Self.hostKey(request.url)
        return try await limiter.holdingSlot(for: hostKey) {
            try await perform(try Self.withinDeadline(request), hostKey: hostKey)
        }
    }

    /// As `send`, without waiting for a host slot: for a caller that bounds hosts itself
    /// (`HostLimitStage`).
    func transfer(_ request: HTTPRequest) async throws -> HTTPResponse {
        try URLPolicy.validate(request.url)
        return try await perform(try Self.withinDeadline(request), hostKey: Self.hostKey(request.url))
    }

    /// This client without its own bound per host, for a pipeline whose `HostLimitStage`
    /// bounds them.
    var withoutHostLimit: any HTTPClient {
        HostUnlimitedTransfers(client: self)
    }

    /// The key transfers are pooled and bounded by: scheme, host and port.
    static func hostKey(_ url: URL) -> String {
        "\(url.scheme ?? "")://\(url.host ?? ""):\(url.port ?? 0)"
    }

    /// The request with its timeouts cut to the time left before its deadline.
    static func withinDeadline(_ request: HTTPRequest, now: ContinuousClock.Instant = .now) throws -> HTTPRequest {
        guard let deadline = request.deadline else { return request }
        let left = deadline - now
        guard left >= .milliseconds(1) else {
            throw HTTPError(
                .timedOut,
                "no time was left to ask \(request.url.host ?? "the server") before the deadline",
                remedy: .allowMoreTime(suggested: nil)
            )
        }
        // libcurl takes whole milliseconds: one more, so the transfer never ends before the deadline.
        let limit = left + .milliseconds(1)
        var request = request
        request.timeouts.total = min(request.timeouts.total, limit)
        request.timeouts.connect = min(request.timeouts.connect, limit)
        return request
    }

    func perform(
        _ request: HTTPRequest,
        hostKey: String,
        options: TransferOptions = TransferOptions()
    ) async throws -> HTTPResponse {
        try Task.checkCancellation()
        let cancellation = TransferCancellation()
        let driver = self.driver
        return try await withTaskCancellationHandler {
            if options.bodySink == nil {
                try await driver.perform(request, userAgent: userAgent, options: options, cancellation: cancellation)
            } else {
                try await performOnThread(request, hostKey: hostKey, options: options, cancellation: cancellation)
            }
        } onCancel: {
            cancellation.cancel()
            driver.wake()
        }
    }

    /// Runs the transfer on a thread of its own, blocking it until the transfer ends.
    private func performOnThread(
        _ request: HTTPRequest,
        hostKey: String,
        options: TransferOptions,
        cancellation: TransferCancellation
    ) async throws -> HTTPResponse {
        let userAgent = self.userAgent
        let pool = self.pool
        return try await withCheckedThrowingContinuation { continuation in
            // The handle is taken on the transfer's thread: the first one loads libcurl,
            // which must not hold up a task thread (there are as many as cores).
            Thread.detachNewThread {
                do {
                    let handle = try pool.checkOut(hostKey: hostKey)
                    let response = try handle.perform(
                        request,
                        userAgent: userAgent,
                        cancellation: cancellation,
                        options: options
                    )
                    pool.checkIn(handle, hostKey: hostKey)
                    continuation.resume(returning: response)
                } catch {
                    continuation.resume(throwing: error)
                }
            }
        }
    }
}

/// A `CurlHTTPClient`'s transfers without its host slots (`CurlHTTPClient.withoutHostLimit`).
private struct HostUnlimitedTransfers: HTTPClient {
    let client: CurlHTTPClient

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await client.transfer(request)
    }

    func prepare() {
        client.prepare()
    }
}

/// A flag set when the task waiting for a transfer is cancelled, read by libcurl's progress
/// callback and by the multi handle's loop, which then abort the transfer.
final class TransferCancellation: Sendable {
    private let flag = Atomic<Bool>(false)

    var isCancelled: Bool {
        flag.load(ordering: .acquiring)
    }

    func cancel() {
        flag.store(true, ordering: .releasing)
    }
}
