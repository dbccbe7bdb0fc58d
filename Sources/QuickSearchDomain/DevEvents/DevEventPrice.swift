/// Whether an event costs money, from its `무료` / `유료` tags.
public enum DevEventPrice: String, Sendable, Codable, Hashable, CaseIterable {
    case free
    case paid
    case unknown
}
