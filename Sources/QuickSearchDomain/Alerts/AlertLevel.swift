/// How grave an alert is, least first: a preliminary notice that one may come, an advisory
/// (주의보), a warning (경보).
public enum AlertLevel: String, Sendable, Hashable, Codable, DeclarationOrdered, KoreanNamed {
    case preliminary, advisory, warning

    /// The Korean word the bulletins use (`예비특보`, `주의보`, `경보`).
    public var koreanName: String {
        switch self {
        case .preliminary: "예비특보"
        case .advisory: "주의보"
        case .warning: "경보"
        }
    }
}
