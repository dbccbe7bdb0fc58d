import Foundation

extension QuickSearchStore {
    /// Records a search and drops the oldest entries beyond `historyLimit`.
    public func recordSearch(_ entry: HistoryEntry) throws {
        let sources = StoredStringList.encode(entry.sources)
        let links = StoredStringList.encode(entry.resultURLs)
        let pages = StoredStringList.encode(entry.resultPages)
        let keep = historyLimit
        try writableDatabase().transaction { transaction in
            try transaction.execute(
                """
                INSERT INTO search_history
                    (command, query, sort, sources, result_count, searched_at, result_urls, first_position, result_pages)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [
                    .text(entry.command), .text(entry.query), .optionalText(entry.sort), .text(sources),
                    .int(entry.resultCount), .date(entry.date), .text(links), .int(entry.firstPosition),
                    .text(pages),
                ]
            )
            try transaction.execute(
                """
                DELETE FROM search_history
                WHERE id <= (SELECT id FROM search_history ORDER BY id DESC LIMIT 1 OFFSET ?)
                """,
                [.int(keep)]
            )
        }
    }

    /// The most recently recorded searches, newest first, at most `limit` of them. An older
    /// file only read here lacks `first_position` and `result_pages`: they read as their
    /// defaults (1 and none).
    public func recentSearches(limit: Int = defaultHistoryLimit) throws -> [HistoryEntry] {
        guard limit > 0, let database else { return [] }
        let paged = try database.userVersion() >= Self.historyPagesVersion
        let rows = try database.query(
            """
            SELECT command, query, sort, sources, result_count, searched_at, result_urls,
                \(paged ? "first_position, result_pages" : "1, '[]'")
            FROM search_history ORDER BY id DESC LIMIT ?
            """,
            [.int(limit)]
        )
        return try rows.map { row in
            HistoryEntry(
                command: try row.string(at: 0),
                query: try row.string(at: 1),
                sort: try row.optionalString(at: 2),
                sources: StoredStringList.decode(try row.data(at: 3)),
                resultCount: try row.int(at: 4),
                date: try row.date(at: 5),
                resultURLs: StoredStringList.decode(try row.data(at: 6)),
                firstPosition: max(1, try row.int(at: 7)),
                resultPages: StoredStringList.decode(try row.data(at: 8))
            )
        }
    }

    /// Deletes the whole search history; returns how many entries were removed. Synced: a history
    /// the user cleared does not come back after a power cut.
    @discardableResult
    public func clearHistory() throws -> Int {
        try writableDatabase().transaction(synced: true) { transaction in
            try transaction.execute("DELETE FROM search_history")
        }
    }
}
