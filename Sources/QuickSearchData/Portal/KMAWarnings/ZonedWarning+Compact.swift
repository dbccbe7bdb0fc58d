import Foundation
import QuickSearchDomain

/// A warning in force as the cache keeps it read (the status is `PortalRows`' form of them):
/// its kind, level, zones, issue time and expected time. `dust`, `weather` and `brief` ask for
/// the nation's status on every run; while it is fresh (ten minutes) they read the warnings
/// back from this form instead of reading the week's bulletins again, so a bulletin is judged
/// against the clock of the run that fetched it. Linear in the zones.
extension ZonedWarning: CompactStorable {
    public static var compactLayout: String { "weather-warnings-1" }

    public func write(to writer: inout CompactWriter) {
        writer.write(case: kind)
        writer.write(case: level)
        zones.write(to: &writer)
        writer.write(issuedAt)
        writer.write(expected)
    }

    public init(from reader: inout CompactReader) throws(CompactReader.Malformed) {
        let kind = try reader.readCase(AlertKind.self)
        let level = try reader.readCase(AlertLevel.self)
        self.init(
            kind: kind,
            level: level,
            zones: try [WarningZone](from: &reader),
            issuedAt: try reader.readDate(),
            expected: try reader.readOptionalString()
        )
    }
}

/// One zone of a warning: its name, then its parts.
extension WarningZone: CompactStorable {
    public static var compactLayout: String { "weather-warning-zone-1" }

    public func write(to writer: inout CompactWriter) {
        writer.write(name)
        writer.write(parts)
    }

    public init(from reader: inout CompactReader) throws(CompactReader.Malformed) {
        self.init(name: try reader.readString(), parts: try reader.readStrings())
    }
}
