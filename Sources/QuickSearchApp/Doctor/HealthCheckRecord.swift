import CommandKit
import QuickSearchData

/// The documented JSON form of one check: every key always present (null when not applicable).
struct HealthCheckRecord: FieldSelectable {
    let result: HealthCheckResult

    enum FieldKey: String, CodingKey, CaseIterable {
        case name, status, detail, fix, path, bytes
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        try container.encode(result.name, forKey: .name)
        try container.encode(result.status.rawValue, forKey: .status)
        try container.encode(TextSanitizer.singleLine(result.detail), forKey: .detail)
        try container.encode(result.explainedFix.map(TextSanitizer.singleLine), forKey: .fix)
        try container.encode(result.path, forKey: .path)
        try container.encode(result.bytes, forKey: .bytes)
    }
}

/// `doctor --json`: whether every check passed, and each check.
struct DoctorDocument: Encodable, Sendable {
    let ok: Bool
    let checks: [HealthCheckRecord]
}
