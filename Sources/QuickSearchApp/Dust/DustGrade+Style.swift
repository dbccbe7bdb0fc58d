import CommandKit
import QuickSearchDomain

extension DustGrade {
    /// The colour AirKorea gives the grade: 좋음 blue, 보통 green, 나쁨 yellow, 매우나쁨 red.
    var style: ANSIStyle {
        switch self {
        case .good: .blue
        case .moderate: .green
        case .bad: .yellow
        case .veryBad: .red
        }
    }
}
