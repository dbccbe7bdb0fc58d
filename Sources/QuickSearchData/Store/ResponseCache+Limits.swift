extension ResponseCache {
    /// How much the cache keeps: bodies above `maximumEntryBytes` are not stored, and the oldest
    /// entries are evicted whenever the bodies (with their compact forms) together pass
    /// `maximumTotalBytes`.
    public struct Limits: Sendable, Hashable {
        /// The largest body stored, in bytes.
        public var maximumEntryBytes: Int
        /// The most the stored bodies may hold together, in bytes.
        public var maximumTotalBytes: Int

        /// Creates limits; `maximumTotalBytes` is raised to `maximumEntryBytes` when below it.
        public init(maximumEntryBytes: Int, maximumTotalBytes: Int) {
            self.maximumEntryBytes = max(0, maximumEntryBytes)
            self.maximumTotalBytes = max(self.maximumEntryBytes, maximumTotalBytes)
        }

        /// 16 MiB per body (the size of the largest answer fetched, the Dev-Event page) and
        /// 64 MiB in all.
        public static let standard = Limits(maximumEntryBytes: 16 << 20, maximumTotalBytes: 64 << 20)
    }
}
