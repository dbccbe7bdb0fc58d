/// How grave an alert is, least first: a preliminary notice that one may come, an advisory
/// (주의보), a warning (경보).
public enum AlertLevel: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    case preliminary, advisory, warning

    /// The Korean word the bulletins use (`예비특보`, `주의보`, `경보`).
    public var koreanName: String {
        switch self {
        case .preliminary: "예비특보"
        case .advisory: "주의보"
        case .warning: "경보"
        }
    }

    /// The level a Korean word names; nil for any other text.
    public init?(koreanName: String) {
        guard let found = Self.allCases.first(where: { $0.koreanName == koreanName }) else { return nil }
        self = found
    }

    public static func < (lhs: AlertLevel, rhs: AlertLevel) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
