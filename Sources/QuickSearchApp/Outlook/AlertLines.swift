import CommandKit
import Foundation
import QuickSearchDomain

/// The alert lines over a report's table: one per alert in force, gravest first, coloured by
/// level, `⚠ 건조주의보 (서울) · issued 06:00 · 혜화동, 구청`: the places are named when the
/// report has several, and an alert in force at several of them is one line.
enum AlertLines {
    /// The mark of an alert, in lines and in `--format line`.
    static let symbol = "⚠"

    /// The alerts of each place, grouped: one entry per alert, with the places it is in force at.
    static func grouped(_ outlooks: [(place: String, outlook: RegionOutlook?)]) -> [(alert: Alert, places: [String])] {
        var order: [Alert] = []
        var places: [Alert: [String]] = [:]
        for (place, outlook) in outlooks {
            for alert in outlook?.alerts.value ?? [] {
                if places[alert] == nil { order.append(alert) }
                places[alert, default: []].append(place)
            }
        }
        return order.sorted(by: Alert.listingOrder).map { ($0, places[$0] ?? []) }
    }

    /// The alerts of the places a table shows, as the table's view puts them on `terminal`:
    /// lines over the table (naming the places when there are several), or notes when the rows
    /// are piped.
    static func shown(
        _ outlooks: [(place: String, outlook: RegionOutlook?)],
        now: Date,
        on terminal: TerminalCapabilities
    ) -> (lines: [String], notes: [String]) {
        guard terminal.showsTable else { return ([], notes(outlooks, now: now)) }
        let width = terminal.width
        let namesPlaces = outlooks.count > 1
        return (
            lines(outlooks, now: now, namesPlaces: namesPlaces, width: width, colorEnabled: terminal.colorEnabled), []
        )
    }

    /// The lines, styled when `colorEnabled`, each wrapped at `width` under its text;
    /// `namesPlaces` adds the places to each.
    static func lines(
        _ outlooks: [(place: String, outlook: RegionOutlook?)],
        now: Date,
        namesPlaces: Bool,
        width: Int,
        colorEnabled: Bool
    ) -> [String] {
        grouped(outlooks).flatMap { alert, places in
            var text = describe(alert, now: now)
            if namesPlaces { text += " · " + places.map(TextSanitizer.singleLine).joined(separator: ", ") }
            return TextWrapping.wrap(
                [TextSpan(text, style: alert.level.style)],
                width: width,
                lead: [TextSpan(symbol + " ", style: alert.level.style)],
                indent: 2,
                colorEnabled: colorEnabled
            )
        }
    }

    /// `건조주의보 (서울) · issued 06:00`, and `· cleared 16:00` for one cleared.
    static func describe(_ alert: Alert, now: Date) -> String {
        var text = "\(TextSanitizer.singleLine(alert.text)) (\(TextSanitizer.singleLine(alert.region)))"
        if let issued = alert.issuedAt { text += " · issued \(DustText.time(issued, now: now))" }
        if let cleared = alert.clearedAt { text += " · cleared \(DustText.time(cleared, now: now))" }
        return text
    }

    /// The notes of piped output (where lines would break the rows): `혜화동: alert: 건조주의보 (서울) · …`.
    static func notes(_ outlooks: [(place: String, outlook: RegionOutlook?)], now: Date) -> [String] {
        outlooks.flatMap { place, outlook in
            (outlook?.alerts.value ?? []).map { "\(TextSanitizer.singleLine(place)): alert: \(describe($0, now: now))" }
        }
    }

    /// The mark `dust --format line` and the brief's lines append, as `%a` writes it: ` ⚠2`;
    /// empty without alerts (or when they are not known). Coloured by the gravest's level when
    /// `colorEnabled`.
    static func mark(_ outlook: RegionOutlook?, colorEnabled: Bool) -> String {
        guard let alerts = outlook?.alerts.value, let gravest = alerts.first else { return "" }
        return " " + gravest.level.style.apply(to: "\(symbol)\(alerts.count)", enabled: colorEnabled)
    }
}
