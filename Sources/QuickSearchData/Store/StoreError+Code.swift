extension StoreError {
    /// The kind of a `StoreError`, an open set of named values.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// A short stable name, e.g. `"busy"`.
        public let name: String

        /// Creates a code with a stable name.
        public init(_ name: String) {
            self.name = name
        }

        public var description: String { name }

        /// The file could not be opened or created.
        public static let cannotOpen = Code("cannot-open")
        /// The file is not an SQLite database, or it is damaged.
        public static let notADatabase = Code("not-a-database")
        /// The file was written by a newer version of QuickSearch.
        public static let schemaTooNew = Code("schema-too-new")
        /// Another connection held the lock for longer than the busy timeout.
        public static let busy = Code("busy")
        /// The file or its directory is not writable.
        public static let readOnly = Code("read-only")
        /// The disk (or a quota) is full.
        public static let diskFull = Code("disk-full")
        /// The operating system reported an I/O error.
        public static let ioFailure = Code("io-failure")
        /// A uniqueness or other constraint was violated.
        public static let constraintViolation = Code("constraint-violation")
        /// A column held a value of a different type than the one asked for.
        public static let typeMismatch = Code("type-mismatch")
        /// The storage API was used incorrectly (wrong parameter count, several statements, …).
        public static let misuse = Code("misuse")
        /// A schema migration step failed; the database was left at the previous version.
        public static let migrationFailed = Code("migration-failed")
        /// Any other SQLite failure.
        public static let sqliteFailure = Code("sqlite-failure")
    }
}
