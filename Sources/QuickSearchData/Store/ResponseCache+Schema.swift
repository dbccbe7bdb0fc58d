extension ResponseCache {
    /// The schema of `cache.sqlite`, one step per version (version = position, from 1). Append
    /// steps; never edit shipped ones. Times are milliseconds since 1970.
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
    ]

    /// The schema version this build writes.
    public static var schemaVersion: Int { migrations.count }
}
