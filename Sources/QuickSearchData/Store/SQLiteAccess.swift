/// How `SQLiteDatabase` opens a file.
public enum SQLiteAccess: Sendable, Hashable {
    /// Read and write, creating the file (owner-only, mode 0600) when it is missing.
    case readWrite
    /// Read only: nothing is created, changed or locked for writing. A file on a read-only
    /// file system whose WAL companions are missing is read as immutable.
    case readOnly
}
