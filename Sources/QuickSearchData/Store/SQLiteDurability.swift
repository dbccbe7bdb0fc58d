/// When a file's commits reach the disk, and what closing the last connection to it does with
/// its write-ahead log (the choice per file is in docs/design-choices.md, "Durability").
public enum SQLiteDurability: Sendable, Hashable {
    /// SQLite's own way: a commit is synced at the next checkpoint (`synchronous=NORMAL`; a
    /// synced transaction at once), and closing checkpoints the log into the file, syncing both.
    case standard
    /// For the file of what the user saved: commits as `standard`, and a synced transaction is
    /// checkpointed into the file as soon as it is committed, so the file alone holds what was
    /// saved; closing leaves the log as it is, so that ending a run waits for no disk, until it
    /// passes 256 KB (`SQLiteConnection.keptLogLimit`: the next run's first connection reads
    /// all of it), when closing checkpoints it into the file and empties it.
    case keepingLog
    /// For a cache: nothing waits for the disk (`synchronous=OFF`). A power cut may leave the
    /// file damaged; a damaged cache answers nothing, and can be deleted at any time.
    case unsynced
}
