/// How much the response cache holds.
public struct CacheSizeInfo: Sendable, Hashable {
    /// The number of cached responses.
    public var entryCount: Int
    /// The total size of the cached bodies, in bytes.
    public var bodyBytes: Int64
    /// The size of the cache files on disk (database and write-ahead log), in bytes.
    public var fileBytes: Int64

    /// Creates a size summary.
    public init(entryCount: Int, bodyBytes: Int64, fileBytes: Int64) {
        self.entryCount = entryCount
        self.bodyBytes = bodyBytes
        self.fileBytes = fileBytes
    }
}
