import Foundation

extension QuickSearchStore {
    /// Every announcement remembered. The table may be missing from an older file only read
    /// here (see `SQLiteMigration.addsOnly`): such a store reads as having none.
    public func announcements() throws -> [AnnouncementRecord] {
        guard let database, try database.userVersion() >= Self.announcementsVersion else { return [] }
        return try database.query(
            "SELECT event_id, kind, due_at, threshold, announced_at FROM due_announcements"
        ).map { row in
            AnnouncementRecord(
                subject: try row.string(at: 0),
                kind: try row.string(at: 1),
                dueAt: try row.date(at: 2),
                threshold: try row.int(at: 3),
                announcedAt: try row.date(at: 4)
            )
        }
    }

    /// Remembers `records` in one transaction, and forgets those about moments before
    /// `forgetBefore` (they can never be due again). With `replacing`, a record already there is
    /// written again (its time updated); without it, it is left as it was.
    ///
    /// - Returns: for each record, whether it was written: without `replacing`, one another run
    ///   wrote first is not, so two runs at once announce a moment once.
    @discardableResult
    public func recordAnnouncements(
        _ records: [AnnouncementRecord],
        replacing: Bool = false,
        forgetBefore: Date
    ) throws -> [Bool] {
        // Synced: after a power cut a moment announced is not announced again.
        try writableDatabase().transaction(synced: true) { transaction in
            try transaction.execute("DELETE FROM due_announcements WHERE due_at < ?", [.date(forgetBefore)])
            let conflict = replacing ? "DO UPDATE SET announced_at = excluded.announced_at" : "DO NOTHING"
            return try records.map { record in
                try transaction.execute(
                    """
                    INSERT INTO due_announcements (event_id, kind, due_at, threshold, announced_at)
                    VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (event_id, kind, due_at, threshold) \(conflict)
                    """,
                    [
                        .text(record.subject), .text(record.kind), .date(record.dueAt), .int(record.threshold),
                        .date(record.announcedAt),
                    ]
                ) > 0
            }
        }
    }

    /// The schema version that added the announcements.
    static var announcementsVersion: Int {
        (migrations.firstIndex(of: announcementsMigration) ?? migrations.count - 1) + 1
    }

    /// Forgets `records` (an announcement that failed, so the next run makes it again).
    public func forgetAnnouncements(_ records: [AnnouncementRecord]) throws {
        guard !records.isEmpty else { return }
        try writableDatabase().transaction { transaction in
            for record in records {
                try transaction.execute(
                    "DELETE FROM due_announcements WHERE event_id = ? AND kind = ? AND due_at = ? AND threshold = ?",
                    [.text(record.subject), .text(record.kind), .date(record.dueAt), .int(record.threshold)]
                )
            }
        }
    }
}
