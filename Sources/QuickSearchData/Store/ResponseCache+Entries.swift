import Foundation

extension ResponseCache {
    /// The entry for `key`, fresh or stale (check `isFresh(at:)`; a stale entry can still be
    /// revalidated with its ETag or served when offline), or nil when there is none.
    ///
    /// - Parameter includingBody: false to leave the body unread (`body` is then nil): the
    ///   compact form is often all a caller needs, and the body is the entry's largest part.
    public func lookup(_ key: String, includingBody: Bool = true) throws -> CachedResponse? {
        guard let database else { return nil }
        let rows = try database.query(
            """
            SELECT key, status, content_type, etag, last_modified, stored_at, expires_at, decoded,
                decoded_layout\(includingBody ? ", body" : "")
            FROM responses WHERE key = ?
            """,
            [.text(key)]
        )
        guard let row = rows.first else { return nil }
        return CachedResponse(
            key: try row.string(at: 0),
            body: includingBody ? try row.optionalData(at: 9) : nil,
            status: try row.int(at: 1),
            contentType: try row.optionalString(at: 2),
            etag: try row.optionalString(at: 3),
            lastModified: try row.optionalString(at: 4),
            storedAt: try row.date(at: 5),
            expiresAt: try row.date(at: 6),
            decoded: try row.optionalData(at: 7),
            decodedLayout: try row.optionalString(at: 8)
        )
    }

    /// The body of the entry for `key` stored at `storedAt`; nil when it was not kept, or the
    /// entry has since been replaced or removed.
    public func body(forKey key: String, storedAt: Date) throws -> Data? {
        guard let database else { return nil }
        let rows = try database.query(
            "SELECT body FROM responses WHERE key = ? AND stored_at = ?",
            [.text(key), .date(storedAt)]
        )
        return try rows.first?.optionalData(at: 0)
    }

    /// Stores `response`, replacing any entry with the same key, then evicts the oldest entries
    /// (by `storedAt`) until the bodies and their compact forms fit in `limits.maximumTotalBytes`.
    /// A body larger than `limits.maximumEntryBytes` is not stored; a compact form that would
    /// take the entry past it is left out.
    ///
    /// - Returns: false when nothing of the entry fits (a body too large, or no body and a compact
    ///   form too large): it is not stored, and any older entry for the key is removed (it no
    ///   longer matches the upstream).
    @discardableResult
    public func store(_ response: CachedResponse) throws -> Bool {
        try writableDatabase().transaction { transaction in
            guard try insert(response, in: transaction) else { return false }
            try evict(keeping: response.key, in: transaction)
            return true
        }
    }

    /// Inserts or replaces the entry, with what of it fits; false (and the key's old entry
    /// removed) when nothing does.
    private func insert(_ response: CachedResponse, in transaction: SQLiteTransaction) throws -> Bool {
        let limit = limits.maximumEntryBytes
        let body = response.body
        let bodyBytes = body?.count ?? 0
        let form = response.decoded.flatMap { bodyBytes + $0.count <= limit ? $0 : nil }
        guard bodyBytes <= limit, body != nil || form != nil else {
            try transaction.execute("DELETE FROM responses WHERE key = ?", [.text(response.key)])
            return false
        }
        try transaction.execute(
            """
            INSERT INTO responses (
                key, status, content_type, etag, last_modified, stored_at, expires_at, bytes,
                decoded_layout, decoded, body
            )
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (key) DO UPDATE SET
                status = excluded.status, content_type = excluded.content_type, etag = excluded.etag,
                last_modified = excluded.last_modified, stored_at = excluded.stored_at,
                expires_at = excluded.expires_at, bytes = excluded.bytes,
                decoded_layout = excluded.decoded_layout, decoded = excluded.decoded, body = excluded.body
            """,
            [
                .text(response.key), .int(response.status), .optionalText(response.contentType),
                .optionalText(response.etag), .optionalText(response.lastModified), .date(response.storedAt),
                .date(response.expiresAt), .int(bodyBytes + (form?.count ?? 0)),
                form == nil ? .null : .optionalText(response.decodedLayout), form.map(SQLiteValue.blob) ?? .null,
                body.map(SQLiteValue.blob) ?? .null,
            ]
        )
        return true
    }

    /// Evicts the oldest entries until the cache is within `limits.maximumTotalBytes`, `key`'s
    /// entry (just stored) kept whatever its time. The total comes from the index of sizes (a few
    /// pages for thousands of entries); past the limit, the other entries' times and sizes are
    /// read from that index too (sorted: O(n log n) in the entries, no row read).
    private func evict(keeping key: String, in transaction: SQLiteTransaction) throws {
        let total = try transaction.query("SELECT coalesce(sum(bytes), 0) FROM responses").first?.int(at: 0) ?? 0
        guard total > limits.maximumTotalBytes,
            let kept = try transaction.query("SELECT rowid, bytes FROM responses WHERE key = ?", [.text(key)]).first
        else { return }
        // Keep the newest of the others whose sizes add up to what the kept entry leaves.
        try transaction.execute(
            """
            DELETE FROM responses WHERE rowid IN (
                SELECT rowid FROM (
                    SELECT rowid, sum(bytes) OVER (ORDER BY stored_at DESC, rowid DESC) AS running_total
                    FROM responses WHERE rowid <> ?
                ) WHERE running_total > ?
            )
            """,
            [.int(try kept.int(at: 0)), .int(limits.maximumTotalBytes - (try kept.int(at: 1)))]
        )
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
