import Foundation

/// Every alert of the country as the two sources answered: the weather warnings in force, and
/// this year's fine-dust alerts (cleared ones too). Either may be missing, with a note saying
/// why; the other still stands.
public struct AlertBulletin: Sendable, Hashable, Codable {
    public var warnings: WeatherReportPart<[ZonedWarning]>
    public var dustAlerts: WeatherReportPart<[DistrictDustAlert]>

    public init(warnings: WeatherReportPart<[ZonedWarning]>, dustAlerts: WeatherReportPart<[DistrictDustAlert]>) {
        self.warnings = warnings
        self.dustAlerts = dustAlerts
    }

    /// Why some alerts may be missing: each source's note, joined; nil when both answered whole.
    public var note: String? {
        let notes = [warnings.note, dustAlerts.note].compactMap { $0 }
        return notes.isEmpty ? nil : notes.joined(separator: "; ")
    }

    /// Whether neither source answered.
    public var isEmpty: Bool { warnings.value == nil && dustAlerts.value == nil }

    /// The alerts for a place in `area` (every place when nil), gravest first: the warnings in
    /// force, and the fine-dust alerts not cleared, issued before `now`; with `clearedSince`,
    /// also the fine-dust alerts cleared from then to `now`. O(n log n) in the alerts.
    public func alerts(for area: PlaceArea?, at now: Date, clearedSince: Date? = nil) -> [Alert] {
        let weather = (warnings.value ?? []).flatMap { $0.alerts(for: area) }
        // The times first: a year's list is hundreds of alerts, nearly all cleared long ago,
        // and telling whether an area holds the place compares its names.
        let dust = (dustAlerts.value ?? []).filter { alert in
            guard alert.issuedAt <= now else { return false }
            if let cleared = alert.clearedAt, cleared <= (clearedSince ?? now) { return false }
            return area.map(alert.covers) ?? true
        }
        .map { alert -> Alert in
            var shown = alert.alert
            // A clearing after `now` has not happened yet.
            if let cleared = shown.clearedAt, cleared > now { shown.clearedAt = nil }
            return shown
        }
        return (weather + dust).sorted(by: Alert.listingOrder)
    }
}
