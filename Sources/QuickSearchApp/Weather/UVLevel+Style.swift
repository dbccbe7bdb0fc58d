import CommandKit
import QuickSearchDomain

extension UVLevel {
    /// The level's colour, on the dust grades' scale: 낮음 blue, 보통 green, 높음 yellow,
    /// 매우높음 red, 위험 magenta.
    var style: ANSIStyle {
        switch self {
        case .low: .blue
        case .moderate: .green
        case .high: .yellow
        case .veryHigh: .red
        case .extreme: .magenta
        }
    }
}
