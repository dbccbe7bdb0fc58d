import CommandKit
import QuickSearchDomain

extension AlertLevel {
    /// The level's colour: 예비특보 cyan, 주의보 yellow, 경보 red (as KMA's map colours them).
    var style: ANSIStyle {
        switch self {
        case .preliminary: .cyan
        case .advisory: .yellow
        case .warning: .red
        }
    }
}
