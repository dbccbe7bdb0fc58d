import Foundation

/// The libcurl-backed `HTTPClient`: connection reuse per host, compressed responses, connect and
/// total timeouts, limited redirects, proxies from the usual environment variables, and at most
/// `maximumConnectionsPerHost` transfers at once against any one host.
///
/// Each transfer runs a blocking easy handle on a thread of its own: Dispatch's worker pool is
/// sized to the cores, so blocking transfers on it would run only two or so at a time.
public final class CurlHTTPClient: HTTPClient {
    private let pool: CurlHandlePool
    private let limiter: HostConcurrencyLimiter
    private let userAgent: String

    public init(userAgent: String, maximumConnectionsPerHost: Int = 8) {
        self.userAgent = userAgent
        pool = CurlHandlePool(maximumIdlePerHost: maximumConnectionsPerHost)
        limiter = HostConcurrencyLimiter(limit: maximumConnectionsPerHost)
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try URLPolicy.validate(request.url)
        let hostKey = "\(request.url.scheme ?? "")://\(request.url.host ?? ""):\(request.url.port ?? 0)"
        await limiter.acquire(hostKey)
        do {
            let response = try await perform(request, hostKey: hostKey)
            await limiter.release(hostKey)
            return response
        } catch {
            await limiter.release(hostKey)
            throw error
        }
    }

    private func perform(_ request: HTTPRequest, hostKey: String) async throws -> HTTPResponse {
        let handle = try pool.checkOut(hostKey: hostKey)
        let userAgent = self.userAgent
        let pool = self.pool
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                do {
                    let response = try handle.perform(request, userAgent: userAgent)
                    pool.checkIn(handle)
                    continuation.resume(returning: response)
                } catch {
                    continuation.resume(throwing: error)
                }
            }
        }
    }
}
