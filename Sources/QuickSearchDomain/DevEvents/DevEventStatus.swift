/// Where an event's period stands relative to a moment.
public enum DevEventStatus: String, Sendable, Codable, Hashable, CaseIterable {
    /// The period has not started.
    case upcoming
    /// The period has started (or has no known start) and has not ended.
    case ongoing
    /// The period's end has passed.
    case ended
    /// No date could be read.
    case unknown
}
