import Foundation

/// A stored upstream answer, with what is needed to revalidate it.
public struct CachedAnswer: Sendable, Hashable {
    public var key: String
    public var status: Int
    public var body: Data
    public var etag: String?
    public var lastModified: String?
    public var storedAt: Date
    public var expiresAt: Date

    public init(
        key: String, status: Int, body: Data, etag: String?, lastModified: String?, storedAt: Date, expiresAt: Date
    ) {
        self.key = key
        self.status = status
        self.body = body
        self.etag = etag
        self.lastModified = lastModified
        self.storedAt = storedAt
        self.expiresAt = expiresAt
    }

    public func isFresh(at now: Date) -> Bool {
        now < expiresAt
    }
}

/// Where `UpstreamClient` keeps answers. Keys never contain credentials.
public protocol ResponseCaching: Sendable {
    func answer(forKey key: String) -> CachedAnswer?
    func save(_ answer: CachedAnswer)
    /// Extends a stored answer's life after the upstream said it has not changed (HTTP 304).
    func renew(key: String, expiresAt: Date)
}
