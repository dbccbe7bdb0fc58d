import Foundation

/// One search the user ran, as kept in the search history.
public struct HistoryEntry: Sendable, Hashable {
    /// The command that ran the search, e.g. `"images"` or `"videos"`.
    public var command: String
    /// The query text as the user typed it.
    public var query: String
    /// The sort order asked for, e.g. `"relevance"`, or nil when the command has none.
    public var sort: String?
    /// The sources searched, e.g. `["naver", "kakao"]`.
    public var sources: [String]
    /// How many results were shown.
    public var resultCount: Int
    /// When the search ran (kept to the millisecond).
    public var date: Date
    /// The links of the results shown, in order (result N is `resultURLs[N - 1]`); empty for
    /// searches recorded before the history kept them.
    public var resultURLs: [String]
    /// The position of the first result shown: 1, or beyond after `--page` / `--offset`
    /// (result N is then `resultURLs[N - firstPosition]`).
    public var firstPosition: Int
    /// The page each result was found on (`doc_url`), `""` where the result gives none; empty
    /// for searches recorded before the history kept them.
    public var resultPages: [String]

    /// Creates a history entry.
    public init(
        command: String,
        query: String,
        sort: String?,
        sources: [String],
        resultCount: Int,
        date: Date,
        resultURLs: [String] = [],
        firstPosition: Int = 1,
        resultPages: [String] = []
    ) {
        self.command = command
        self.query = query
        self.sort = sort
        self.sources = sources
        self.resultCount = resultCount
        self.date = date
        self.resultURLs = resultURLs
        self.firstPosition = firstPosition
        self.resultPages = resultPages
    }
}
