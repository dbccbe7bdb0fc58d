/// How an event is attended, from its `온라인` / `오프라인(...)` tags.
public enum DevEventMode: String, Sendable, Codable, Hashable, CaseIterable {
    case online
    case offline
    /// Both online and offline.
    case hybrid
    case unknown
}
