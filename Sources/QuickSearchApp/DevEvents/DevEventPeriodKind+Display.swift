import CommandKit
import QuickSearchDomain

extension DevEventPeriodKind {
    /// The page's own key for the period (`접수`, `일시`, …).
    var label: String {
        switch self {
        case .registration: return "접수"
        case .eventDate: return "일시"
        case .application: return "신청"
        case .recruitment: return "모집"
        case .none: return "기간"
        }
    }

    /// Marks calendar entries that are a sign-up window rather than the event itself.
    var summaryPrefix: String {
        switch self {
        case .eventDate, .none: return ""
        default: return "[\(label)] "
        }
    }
}
