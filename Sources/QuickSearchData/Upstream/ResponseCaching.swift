import Foundation

/// Where `UpstreamClient` keeps answers. Keys never contain credentials.
///
/// Best effort: a cache that cannot be read or written behaves as empty, never as a failure.
public protocol ResponseCaching: Sendable {
    /// The stored answer for `key`, fresh or not; with its body only when `includingBody` (what
    /// has no compact form needs it), else `body(of:)` reads it when it is needed.
    func answer(forKey key: String, includingBody: Bool) -> CachedResponse?
    /// The body of `answer` (from `answer(forKey:includingBody:)`); nil when it was not kept, or
    /// the entry has been replaced since.
    func body(of answer: CachedResponse) -> Data?
    func save(_ answer: CachedResponse)
    /// Extends a stored answer's life after the upstream said it has not changed (HTTP 304).
    func renew(key: String, expiresAt: Date)
}

extension ResponseCache: ResponseCaching {
    public func answer(forKey key: String, includingBody: Bool) -> CachedResponse? {
        try? lookup(key, includingBody: includingBody)
    }

    public func body(of answer: CachedResponse) -> Data? {
        try? body(forKey: answer.key, storedAt: answer.storedAt)
    }

    public func save(_ answer: CachedResponse) {
        _ = try? store(answer)
    }

    public func renew(key: String, expiresAt: Date) {
        _ = try? touch(key: key, expiresAt: expiresAt)
    }
}
