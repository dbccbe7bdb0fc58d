/// Orders for a list of events.
public enum DevEventSortOrder: String, Sendable, Codable, Hashable, CaseIterable {
    /// Soonest start first (the end when there is no start), undated events last.
    case date
    /// By title, case- and width-insensitively.
    case title
}
