import Foundation

/// Who issues an alert: the national weather warnings, or the fine-dust alerts of the
/// provinces (reported by the national air-quality network).
public enum AlertSource: String, Sendable, Hashable, CaseIterable, Codable {
    case weatherWarnings, dustAlerts
}

/// One alert for a place: what, how grave, where it was issued for, and when. Made only here,
/// from the two sources' own values (`DistrictDustAlert.alert`, `ZonedWarning.alerts`), by the
/// memberwise initialiser.
public struct Alert: Sendable, Hashable, Codable {
    public var source: AlertSource
    public var kind: AlertKind
    public var level: AlertLevel
    /// The zone or area it was issued for, as the bulletin names it (`서울`, `경기도(수원, 성남)`,
    /// `서울 동남권`), one line.
    public var region: String
    /// When it was issued (for a weather warning: the status bulletin listing it); nil unknown.
    public var issuedAt: Date?
    /// When it was cleared; nil while it is in force.
    public var clearedAt: Date?
    /// What people read: `강풍주의보`, `대설 예비특보 (11월 27일 새벽)`, `미세먼지(PM10) 주의보 183㎍/㎥`.
    public var text: String

    /// Whether it is still in force (not cleared).
    public var isInForce: Bool { clearedAt == nil }

    /// Gravest first, then the earliest issued, then by text: the order alerts are listed in.
    public static func listingOrder(_ lhs: Alert, _ rhs: Alert) -> Bool {
        if lhs.level != rhs.level { return lhs.level > rhs.level }
        if lhs.issuedAt != rhs.issuedAt { return (lhs.issuedAt ?? .distantFuture) < (rhs.issuedAt ?? .distantFuture) }
        if lhs.text != rhs.text { return lhs.text < rhs.text }
        return lhs.region < rhs.region
    }
}
