import CommandKit
import Foundation
import QuickSearchDomain

/// The work of `qsearch alerts`: both sources asked once, then each place's share, or all of it.
struct AlertsService {
    let runtime: Runtime
    let refresh: Bool
    let deadline: ContinuousClock.Instant

    /// What a missing source is about.
    static let source = FailureSubject.Kind(singular: "alert source", plural: "alert sources")

    /// The alerts of `places`; a place whose area is unknown fails, and so does a source that
    /// did not answer (each exit 2 beside the others' alerts).
    func report(on places: [Place]) async -> Report {
        if runtime.outputFormat == .human {
            runtime.diagnostics.progress("fetching the alerts…")
        }
        let outlook = await OutlookService(runtime: runtime, refresh: refresh, deadline: deadline)
            .fetch(.alerts, for: places)
        let now = runtime.now()
        let clearedSince = KoreaTime.calendar.startOfDay(for: now)
        var entries: [AlertsPlace] = []
        var failures = sourceFailures(outlook.bulletin)
        for place in places {
            guard let area = outlook.areas[place.name] ?? nil else {
                let note = outlook.outlook(for: place.name)?.alerts.note ?? "its area is not known"
                failures.append(ReportFailure(CLIError(note), subject: FailureSubject(place.name, kind: .place)))
                continue
            }
            let alerts = outlook.bulletin?.alerts(for: area, at: now, clearedSince: clearedSince) ?? []
            entries.append(AlertsPlace(place: place.name, area: area, alerts: alerts))
        }
        let answered = outlook.bulletin.map { !$0.isEmpty } ?? false
        return Report(
            output: ReportOutput(
                document: AlertsDocument(
                    places: entries,
                    note: outlook.bulletin?.note,
                    failures: failures.map(PlaceFailureRecord.init)
                ),
                records: entries.map { AlertsPlaceRecord(entry: $0, note: outlook.bulletin?.note) },
                human: AlertsTable(entries: entries, now: now),
                hasResults: answered && !entries.isEmpty
            ),
            failures: failures
        )
    }

    /// Every alert of the country, and the cleared fine-dust alerts of today.
    func nation() async -> Report {
        if runtime.outputFormat == .human {
            runtime.diagnostics.progress("fetching the alerts…")
        }
        let outlook = await OutlookService(runtime: runtime, refresh: refresh, deadline: deadline)
            .fetch(.alerts, for: [])
        let now = runtime.now()
        let alerts =
            outlook.bulletin?.alerts(for: nil, at: now, clearedSince: KoreaTime.calendar.startOfDay(for: now)) ?? []
        let failures = sourceFailures(outlook.bulletin)
        return Report(
            output: ReportOutput(
                document: NationAlertsDocument(alerts: alerts, note: outlook.bulletin?.note),
                records: alerts.map(AlertRecord.init),
                human: AlertsTable(entries: [AlertsPlace(place: nil, area: nil, alerts: alerts)], now: now),
                hasResults: outlook.bulletin.map { !$0.isEmpty } ?? false
            ),
            failures: failures
        )
    }

    /// A failure for each source that did not answer, in its note's words (exit 69).
    private func sourceFailures(_ bulletin: AlertBulletin?) -> [ReportFailure] {
        guard let bulletin else { return [] }
        let parts: [(String, String?, Bool)] = [
            ("kma-warnings", bulletin.warnings.note, bulletin.warnings.value == nil),
            ("airkorea-alerts", bulletin.dustAlerts.note, bulletin.dustAlerts.value == nil),
        ]
        return parts.compactMap { name, note, missing in
            guard missing, let note else { return nil }
            return ReportFailure(
                CLIError(note, exitCode: .unavailable),
                subject: FailureSubject(name, kind: Self.source)
            )
        }
    }
}

/// One place's alerts: in force, and fine-dust alerts cleared today (a nil place: the nation).
struct AlertsPlace: Sendable {
    var place: String?
    var area: PlaceArea?
    var alerts: [Alert]
}
