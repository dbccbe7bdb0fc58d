import Foundation

/// An HTTP response body kept in the response cache, with what is needed to revalidate it.
public struct CachedResponse: Sendable, Hashable {
    /// The caller's cache key (see `ResponseCache`: it must not contain secrets).
    public var key: String
    /// The response body as received.
    public var body: Data
    /// The HTTP status code.
    public var status: Int
    /// The `Content-Type` header, if any.
    public var contentType: String?
    /// The `ETag` header, for `If-None-Match`.
    public var etag: String?
    /// The `Last-Modified` header, for `If-Modified-Since`.
    public var lastModified: String?
    /// When the body was stored (kept to the millisecond).
    public var storedAt: Date
    /// Until when the body may be used without revalidation (kept to the millisecond).
    public var expiresAt: Date
    /// The value read from the body, in compact form (see `CompactStorable`), if it was kept.
    public var decoded: Data?
    /// The layout and build of `decoded`.
    public var decodedLayout: String?

    /// Creates a cache entry.
    public init(
        key: String,
        body: Data,
        status: Int,
        contentType: String? = nil,
        etag: String? = nil,
        lastModified: String? = nil,
        storedAt: Date,
        expiresAt: Date,
        decoded: Data? = nil,
        decodedLayout: String? = nil
    ) {
        self.key = key
        self.body = body
        self.status = status
        self.contentType = contentType
        self.etag = etag
        self.lastModified = lastModified
        self.storedAt = storedAt
        self.expiresAt = expiresAt
        self.decoded = decoded
        self.decodedLayout = decodedLayout
    }

    /// True while `now` is before `expiresAt`: the body may be used without asking the server.
    public func isFresh(at now: Date) -> Bool {
        now < expiresAt
    }
}
