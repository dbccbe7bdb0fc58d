import Foundation

/// A weather warning in force as the national status bulletin lists it: its kind and level,
/// the zones it covers, when the bulletin came out, and for a preliminary one when it is
/// expected (`11월 27일 새벽`).
public struct ZonedWarning: Sendable, Hashable, Codable {
    public var kind: AlertKind
    public var level: AlertLevel
    public var zones: [WarningZone]
    /// When the bulletin listing it came out.
    public var issuedAt: Date
    /// When a preliminary warning expects it to be issued, as the bulletin words it; nil otherwise.
    public var expected: String?

    public init(kind: AlertKind, level: AlertLevel, zones: [WarningZone], issuedAt: Date, expected: String? = nil) {
        self.kind = kind
        self.level = level
        self.zones = zones
        self.issuedAt = issuedAt
        self.expected = expected
    }

    /// `강풍주의보`, `대설 예비특보 (11월 27일 새벽)`.
    public var text: String {
        switch level {
        case .preliminary: "\(kind.koreanName) \(level.koreanName)" + (expected.map { " (\($0))" } ?? "")
        case .advisory, .warning: kind.koreanName + level.koreanName
        }
    }

    /// The alert for each zone covering `area` (one, usually), or for every zone when `area` is
    /// nil (the nation's list).
    public func alerts(for area: PlaceArea?) -> [Alert] {
        zones.filter { area.map($0.covers) ?? true }.map { zone in
            Alert(
                source: .weatherWarnings,
                kind: kind,
                level: level,
                region: zone.text,
                issuedAt: issuedAt,
                clearedAt: nil,
                text: text
            )
        }
    }
}
