import Foundation

extension ResponseCache {
    /// The entry for `key`, fresh or stale (check `isFresh(at:)`; a stale entry can still be
    /// revalidated with its ETag or served when offline), or nil when there is none.
    public func lookup(_ key: String) throws -> CachedResponse? {
        guard let database else { return nil }
        let rows = try database.query(
            """
            SELECT key, body, status, content_type, etag, last_modified, stored_at, expires_at,
                decoded, decoded_layout
            FROM responses WHERE key = ?
            """,
            [.text(key)]
        )
        guard let row = rows.first else { return nil }
        return CachedResponse(
            key: try row.string(at: 0),
            body: try row.data(at: 1),
            status: try row.int(at: 2),
            contentType: try row.optionalString(at: 3),
            etag: try row.optionalString(at: 4),
            lastModified: try row.optionalString(at: 5),
            storedAt: try row.date(at: 6),
            expiresAt: try row.date(at: 7),
            decoded: try row.optionalData(at: 8),
            decodedLayout: try row.optionalString(at: 9)
        )
    }

    /// Stores `response`, replacing any entry with the same key, then evicts the oldest entries
    /// (by `storedAt`) until the bodies and their compact forms fit in `limits.maximumTotalBytes`.
    /// A compact form that would take the entry past `limits.maximumEntryBytes` is left out.
    ///
    /// - Returns: false when the body is larger than `limits.maximumEntryBytes`: it is not stored,
    ///   and any older entry for the key is removed (it no longer matches the upstream).
    @discardableResult
    public func store(_ response: CachedResponse) throws -> Bool {
        let fits = response.body.count <= limits.maximumEntryBytes
        let keepsForm = fits && response.body.count + (response.decoded?.count ?? 0) <= limits.maximumEntryBytes
        let totalLimit = limits.maximumTotalBytes
        try writableDatabase().transaction { transaction in
            guard fits else {
                try transaction.execute("DELETE FROM responses WHERE key = ?", [.text(response.key)])
                return
            }
            try transaction.execute(
                """
                INSERT INTO responses (
                    key, body, status, content_type, etag, last_modified, stored_at, expires_at, decoded,
                    decoded_layout
                )
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (key) DO UPDATE SET
                    body = excluded.body, status = excluded.status, content_type = excluded.content_type,
                    etag = excluded.etag, last_modified = excluded.last_modified,
                    stored_at = excluded.stored_at, expires_at = excluded.expires_at,
                    decoded = excluded.decoded, decoded_layout = excluded.decoded_layout
                """,
                [
                    .text(response.key), .blob(response.body), .int(response.status),
                    .optionalText(response.contentType), .optionalText(response.etag),
                    .optionalText(response.lastModified), .date(response.storedAt), .date(response.expiresAt),
                    keepsForm ? response.decoded.map(SQLiteValue.blob) ?? .null : .null,
                    keepsForm ? .optionalText(response.decodedLayout) : .null,
                ]
            )
            // Keep the newest entries (this one first) whose bodies add up to the limit.
            try transaction.execute(
                """
                DELETE FROM responses WHERE rowid IN (
                    SELECT rowid FROM (
                        SELECT rowid, sum(length(body) + coalesce(length(decoded), 0)) OVER (
                            ORDER BY key = ? DESC, stored_at DESC, rowid DESC
                        ) AS running_total
                        FROM responses
                    ) WHERE running_total > ?
                )
                """,
                [.text(response.key), .int(totalLimit)]
            )
        }
        return fits
    }

    /// Extends the life of the entry for `key`, e.g. after the server answered 304 Not Modified.
    ///
    /// - Returns: false when there is no entry for `key`.
    @discardableResult
    public func touch(key: String, expiresAt: Date) throws -> Bool {
        try writableDatabase().transaction { transaction in
            try transaction.execute(
                "UPDATE responses SET expires_at = ? WHERE key = ?",
                [.date(expiresAt), .text(key)]
            ) > 0
        }
    }

    /// Removes the entry for `key`; returns false when there was none.
    @discardableResult
    public func remove(key: String) throws -> Bool {
        try writableDatabase().transaction { transaction in
            try transaction.execute("DELETE FROM responses WHERE key = ?", [.text(key)]) > 0
        }
    }
}
