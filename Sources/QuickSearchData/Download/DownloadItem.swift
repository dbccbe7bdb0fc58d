import QuickSearchDomain

/// One search result to save: where it is, and what its file is named after.
public struct DownloadItem: Sendable, Hashable {
    /// 1-based position in the merged results (the file name's `<rank>`).
    public var position: Int
    /// The source identifier, e.g. `naver-image`.
    public var source: String
    /// What the file is named after, slugged: the result's title, else its site's name.
    public var title: String
    /// The address to fetch; nil or anything but http(s) fails as `noAddress`.
    public var url: String?
    /// What a name template names the file by; nil: the fields above.
    public var fields: DownloadNameFields?

    public init(position: Int, source: String, title: String, url: String?, fields: DownloadNameFields? = nil) {
        self.position = position
        self.source = source
        self.title = title
        self.url = url
        self.fields = fields
    }
}

/// A file a download left in the directory.
public struct SavedDownload: Sendable, Hashable {
    /// The file's path: the directory as given, then the file name.
    public let path: String
    public let bytes: Int
    /// SHA-256 of the file's bytes, 64 lowercase hex digits.
    public let sha256: String
    /// True when the file was already there: recorded for the address and unchanged (nothing was
    /// fetched), or holding the same bytes under the name; or when the same address was saved
    /// for an earlier result in this run.
    public let reused: Bool
    /// The path the download archive recorded when the address was not fetched because the
    /// archive has it (the file may have moved or gone since); nil otherwise.
    public var archived: String? = nil
    /// The file that already held the same bytes when these were not stored again; nil otherwise.
    public var duplicateOf: String? = nil
}

/// How far a batch of downloads has come, for a progress line.
public struct DownloadTally: Sendable, Hashable {
    /// Downloads finished, saved or failed.
    public var finished = 0
    public var total = 0
    /// Body bytes received so far, over all downloads.
    public var bytes = 0
}
