import Foundation

/// An HTTP response body kept in the response cache, with what is needed to revalidate it.
public struct CachedResponse: Sendable, Hashable {
    /// The caller's cache key (see `ResponseCache`: it must not contain secrets).
    public var key: String
    /// The response body as received; nil when it was not kept (its compact form, `decoded`,
    /// stands for it) or not read (`ResponseCache.lookup(_:includingBody:)`).
    public var body: Data?
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
    /// An entry keeps a body, a compact form or both.
    public var decoded: Data?
    /// The layout and build of `decoded`.
    public var decodedLayout: String?
}

extension CachedResponse {
    /// An entry of a body alone, without validators or a compact form: what another module (the
    /// benchmark) stores. Data's own entries, with every field, are made by the memberwise
    /// initialiser.
    public init(key: String, body: Data, status: Int, storedAt: Date, expiresAt: Date) {
        self.init(
            key: key,
            body: body,
            status: status,
            contentType: nil,
            etag: nil,
            lastModified: nil,
            storedAt: storedAt,
            expiresAt: expiresAt,
            decoded: nil,
            decodedLayout: nil
        )
    }

    /// True while `now` is before `expiresAt`: the body may be used without asking the server.
    public func isFresh(at now: Date) -> Bool {
        now < expiresAt
    }
}
