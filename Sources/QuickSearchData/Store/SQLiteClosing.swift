/// What closing the last connection to a file does with its write-ahead log (the choice per
/// file is in docs/design-choices.md, "Durability").
public enum SQLiteClosing: Sendable, Hashable {
    /// SQLite's own way: the log is checkpointed into the file, and both are synced.
    case checkpoint
    /// The log is checkpointed without syncing, so that closing waits for no disk: for a cache,
    /// which a power cut at that moment may leave damaged (a damaged cache answers nothing, and
    /// can be deleted at any time).
    case checkpointUnsynced
}
