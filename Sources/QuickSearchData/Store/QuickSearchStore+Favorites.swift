import Foundation

extension QuickSearchStore {
    /// Adds a favourite, or refreshes its snapshot when `id` is already a favourite (keeping its
    /// original `addedAt` and position).
    ///
    /// - Returns: true when the favourite is new, false when it already existed.
    @discardableResult
    public func addFavorite(id: String, snapshot: Data, addedAt: Date = Date()) throws -> Bool {
        try writableDatabase().transaction(synced: true) { transaction in
            let inserted = try transaction.execute(
                """
                INSERT INTO favorites (id, snapshot, added_at, updated_at) VALUES (?, ?, ?, ?)
                ON CONFLICT (id) DO NOTHING
                """,
                [.text(id), .blob(snapshot), .date(addedAt), .date(addedAt)]
            )
            if inserted > 0 { return true }
            try transaction.execute(
                "UPDATE favorites SET snapshot = ?, updated_at = ? WHERE id = ?",
                [.blob(snapshot), .date(addedAt), .text(id)]
            )
            return false
        }
    }

    /// Replaces the snapshot of favourite `id`.
    ///
    /// - Returns: false when `id` is not a favourite (nothing is added).
    @discardableResult
    public func updateFavoriteSnapshot(id: String, snapshot: Data, updatedAt: Date = Date()) throws -> Bool {
        try writableDatabase().transaction(synced: true) { transaction in
            try transaction.execute(
                "UPDATE favorites SET snapshot = ?, updated_at = ? WHERE id = ?",
                [.blob(snapshot), .date(updatedAt), .text(id)]
            ) > 0
        }
    }

    /// Removes favourite `id`.
    ///
    /// - Returns: false when `id` was not a favourite.
    @discardableResult
    public func removeFavorite(id: String) throws -> Bool {
        try writableDatabase().transaction(synced: true) { transaction in
            try transaction.execute("DELETE FROM favorites WHERE id = ?", [.text(id)]) > 0
        }
    }

    /// Every favourite, in the order they were first added.
    public func favorites() throws -> [FavoriteRecord] {
        guard let database else { return [] }
        return try database.query(
            "SELECT id, snapshot, added_at, updated_at FROM favorites ORDER BY position"
        ).map(Self.favoriteRecord)
    }

    /// The favourite with `id`, or nil when there is none.
    public func favorite(id: String) throws -> FavoriteRecord? {
        guard let database else { return nil }
        return try database.query(
            "SELECT id, snapshot, added_at, updated_at FROM favorites WHERE id = ?",
            [.text(id)]
        ).first.map(Self.favoriteRecord)
    }

    private static func favoriteRecord(_ row: SQLiteRow) throws -> FavoriteRecord {
        FavoriteRecord(
            id: try row.string(at: 0),
            snapshot: try row.data(at: 1),
            addedAt: try row.date(at: 2),
            updatedAt: try row.date(at: 3)
        )
    }
}
