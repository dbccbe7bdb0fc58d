/// KMA's UV index levels.
public enum UVLevel: Int, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// 0–2.
    case low
    /// 3–5.
    case moderate
    /// 6–7.
    case high
    /// 8–10.
    case veryHigh
    /// 11 and above.
    case extreme

    /// The level of an index; nil for a negative one.
    public init?(index: Int) {
        switch index {
        case 0...2: self = .low
        case 3...5: self = .moderate
        case 6...7: self = .high
        case 8...10: self = .veryHigh
        case 11...: self = .extreme
        default: return nil
        }
    }

    /// `낮음`, `보통`, `높음`, `매우높음`, `위험`.
    public var koreanName: String {
        switch self {
        case .low: "낮음"
        case .moderate: "보통"
        case .high: "높음"
        case .veryHigh: "매우높음"
        case .extreme: "위험"
        }
    }

    public static func < (lhs: UVLevel, rhs: UVLevel) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
