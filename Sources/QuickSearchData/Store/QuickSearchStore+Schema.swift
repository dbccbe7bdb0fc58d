extension QuickSearchStore {
    /// The schema of `data.sqlite`, one step per version (version = position, from 1).
    ///
    /// To add a table (for example saved places for the weather feature), append a step such as
    /// `SQLiteMigration("create places", sql: "CREATE TABLE places (id TEXT PRIMARY KEY, …, position
    /// INTEGER NOT NULL);")` and add the methods in a new `QuickSearchStore+Places.swift`. Never edit,
    /// remove or reorder a step that has shipped: older files are upgraded by running the steps
    /// they lack, each in its own transaction, and a file newer than this list is refused untouched.
    /// Times are stored as milliseconds since 1970 (`SQLiteValue.date(_:)`).
    static let migrations: [SQLiteMigration] = [
        SQLiteMigration(
            "create search history and favorites",
            sql: """
                CREATE TABLE search_history (
                    id INTEGER PRIMARY KEY,
                    command TEXT NOT NULL,
                    query TEXT NOT NULL,
                    sort TEXT,
                    sources TEXT NOT NULL DEFAULT '[]',
                    result_count INTEGER NOT NULL,
                    searched_at INTEGER NOT NULL
                );
                CREATE TABLE favorites (
                    position INTEGER PRIMARY KEY,
                    id TEXT NOT NULL UNIQUE,
                    snapshot BLOB NOT NULL,
                    added_at INTEGER NOT NULL,
                    updated_at INTEGER NOT NULL
                );
                """
        ),
        SQLiteMigration(
            "create saved places",
            sql: """
                CREATE TABLE places (
                    id INTEGER PRIMARY KEY,
                    position INTEGER NOT NULL,
                    name TEXT NOT NULL UNIQUE,
                    latitude REAL NOT NULL,
                    longitude REAL NOT NULL,
                    address TEXT,
                    region_code TEXT,
                    added_at INTEGER NOT NULL
                );
                """
        ),
        SQLiteMigration(
            "keep each search's result links, for qsearch open N",
            sql: "ALTER TABLE search_history ADD COLUMN result_urls TEXT NOT NULL DEFAULT '[]';"
        ),
        announcementsMigration,
        historyPagesMigration,
    ]

    /// The step that keeps where a search's results start and the pages they were found on
    /// (`QuickSearchStore+History`). Its columns have defaults and no earlier step reads them,
    /// so a file without it is read as it is (the history then reads them as their defaults).
    static let historyPagesMigration = SQLiteMigration(
        "keep where each search's results start and the pages they were found on",
        sql: """
            ALTER TABLE search_history ADD COLUMN first_position INTEGER NOT NULL DEFAULT 1;
            ALTER TABLE search_history ADD COLUMN result_pages TEXT NOT NULL DEFAULT '[]';
            """,
        addsOnly: true
    )

    /// The schema version that added `first_position` and `result_pages`.
    static var historyPagesVersion: Int {
        (migrations.firstIndex(of: historyPagesMigration) ?? migrations.count - 1) + 1
    }

    /// The step that adds what `devevents due` announced (`QuickSearchStore+Announcements`).
    static let announcementsMigration = SQLiteMigration(
        "remember the deadlines devevents due announced, once per threshold",
        sql: """
            CREATE TABLE due_announcements (
                event_id TEXT NOT NULL,
                kind TEXT NOT NULL,
                due_at INTEGER NOT NULL,
                threshold INTEGER NOT NULL,
                announced_at INTEGER NOT NULL,
                PRIMARY KEY (event_id, kind, due_at, threshold)
            ) WITHOUT ROWID;
            """,
        addsOnly: true
    )

    /// The schema version this build writes.
    public static var schemaVersion: Int { migrations.count }
}
