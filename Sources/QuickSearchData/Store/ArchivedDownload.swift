import Foundation

/// One file downloads saved, as the download archive keeps it (`DownloadArchive`).
public struct ArchivedDownload: Sendable, Hashable {
    /// The address the bytes were fetched from (the archive's key).
    public var url: String
    /// SHA-256 of the bytes, 64 lowercase hex digits.
    public var sha256: String
    /// The file's size in bytes.
    public var bytes: Int
    /// The absolute path the file was saved to (for a duplicate, the file that already held the
    /// same bytes).
    public var path: String
    /// The search that listed it.
    public var query: String
    /// The source identifier of the result, e.g. `naver-image`.
    public var source: String
    /// When it was saved (kept to the millisecond).
    public var savedAt: Date

    public init(url: String, sha256: String, bytes: Int, path: String, query: String, source: String, savedAt: Date) {
        self.url = url
        self.sha256 = sha256
        self.bytes = bytes
        self.path = path
        self.query = query
        self.source = source
        self.savedAt = savedAt
    }
}
