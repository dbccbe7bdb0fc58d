extension ResponseCache {
    /// The schema of `cache.sqlite`, one step per version (version = position, from 1). Append
    /// steps; never edit shipped ones. Times are milliseconds since 1970; `bytes` is the length of
    /// the body and of the compact form together.
    static let migrations: [SQLiteMigration] = [
        SQLiteMigration(
            "create responses",
            sql: """
                CREATE TABLE responses (
                    key TEXT PRIMARY KEY NOT NULL,
                    body BLOB NOT NULL,
                    status INTEGER NOT NULL,
                    content_type TEXT,
                    etag TEXT,
                    last_modified TEXT,
                    stored_at INTEGER NOT NULL,
                    expires_at INTEGER NOT NULL
                );
                CREATE INDEX responses_stored_at ON responses (stored_at);
                """
        ),
        SQLiteMigration(
            "keep answers read, in compact form",
            sql: """
                ALTER TABLE responses ADD COLUMN decoded BLOB;
                ALTER TABLE responses ADD COLUMN decoded_layout TEXT;
                """
        ),
        // The small columns first and the blobs last, each entry's size beside them: SQLite reads
        // a row's columns in order, following a large body's overflow pages to reach any column
        // after it, so the eviction's running total and a look-up that needs only the compact form
        // read the whole cache before. The body may be absent (its compact form stands for it);
        // the index holds every size, so the total is summed without reading the rows.
        SQLiteMigration(
            "keep the sizes before the bodies, and a body only when needed",
            sql: """
                CREATE TABLE responses_v3 (
                    key TEXT PRIMARY KEY NOT NULL,
                    status INTEGER NOT NULL,
                    content_type TEXT,
                    etag TEXT,
                    last_modified TEXT,
                    stored_at INTEGER NOT NULL,
                    expires_at INTEGER NOT NULL,
                    bytes INTEGER NOT NULL,
                    decoded_layout TEXT,
                    decoded BLOB,
                    body BLOB
                );
                INSERT INTO responses_v3 (
                    key, status, content_type, etag, last_modified, stored_at, expires_at, bytes,
                    decoded_layout, decoded, body
                )
                SELECT key, status, content_type, etag, last_modified, stored_at, expires_at,
                    length(body) + coalesce(length(decoded), 0), decoded_layout, decoded, body
                FROM responses;
                DROP TABLE responses;
                ALTER TABLE responses_v3 RENAME TO responses;
                CREATE INDEX responses_by_age ON responses (stored_at, bytes);
                """
        ),
    ]

    /// The schema version this build writes.
    public static var schemaVersion: Int { migrations.count }
}
