import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// The work of `qsearch weather`: the places asked for, every place's report fetched at once,
/// and a round's report in the view the options chose.
struct WeatherService: Sendable {
    let runtime: Runtime
    /// The hours asked of each forecast (`--hours`).
    let hours: Int
    /// Seconds the place look-up, and each round's fetching, may take.
    let timeout: Double
    let view: WeatherView.Kind

    /// The forecasts of the run: KMA's (with AirKorea for the dust line, and Kakao Local for
    /// region codes when its key is set) over the run's client, or the seam's.
    var reporter: any WeatherReporting {
        if let weather = runtime.seam.weather { return weather }
        let client = runtime.services.client()
        let regions = KakaoLocalLookup.isConfigured(in: runtime.environment) ? KakaoLocalLookup(client: client) : nil
        return KMAWeatherService(client: client, dust: AirKoreaDustService(client: client), regionLookup: regions)
    }

    /// The places to report on, in the order to print them: those `scope` names, and for a
    /// point `withSaved` (`--map`) the saved places before it.
    ///
    /// - Throws: `CLIError` (exit 64) when none is saved or matches, or when several places in
    ///   Korea answer to the name (listed under the error line).
    func places(for scope: WeatherCommand.Scope, withSaved: Bool, pick: Int? = nil) async throws -> [Place] {
        let deadline = runtime.deadline(seconds: timeout)
        switch scope {
        case .point(let name, let coordinate):
            let point = Place(name: name, coordinate: coordinate, address: nil, regionCode: nil, addedAt: runtime.now())
            guard withSaved, case .places(let saved) = try await runtime.places().select(nil, deadline: deadline)
            else { return [point] }
            return saved + [point]
        case .places(let argument):
            return try await runtime.places().places(argument, pick: pick, deadline: deadline)
        }
    }

    /// One report for `places`, with a progress line while fetching (for people).
    func report(on places: [Place], refresh: Bool) async -> Report {
        if runtime.outputFormat == .human {
            runtime.diagnostics.progress(
                "fetching the weather for \(places.count == 1 ? places[0].name : "\(places.count) places")…"
            )
        }
        let round = await fetch(places, refresh: refresh)
        return report(
            WeatherCycle(outcomes: round.outcomes, previous: [:], now: runtime.now(), warnings: round.warnings)
        )
    }

    /// Each place's report with the alerts and the fine-dust forecast for its area (fetched once
    /// for all, at the same time), or why there is none; and the warning when the alerts are
    /// missing. A report with neither a forecast nor a now-cast counts as a failure (exit 2), in
    /// the words of its note; one with a now-cast only stands (and the round exits 2,
    /// `report(_:)`).
    func fetch(_ places: [Place], refresh: Bool) async -> (outcomes: [WeatherCycle.Outcome], warnings: [String]) {
        let deadline = runtime.deadline(seconds: timeout)
        let (reporter, hours) = (reporter, hours)
        let outlookService = OutlookService(runtime: runtime, refresh: refresh, deadline: deadline)
        async let outlook = outlookService.fetch(.all, for: places)
        let results = await PlaceOutcomes.gather(places) { place in
            let report = try await reporter.report(for: place, hours: hours, refresh: refresh, deadline: deadline)
            guard report.hasForecast || report.current.value != nil else {
                let reason = report.forecastNote.map { "no forecast: \($0)" } ?? "KMA sent no forecast for this place"
                throw CLIError(reason, exitCode: .partial)
            }
            return report
        }
        let fetched = await outlook
        let outcomes = zip(places, results).map { place, result in
            WeatherCycle.Outcome(
                place: place.name,
                result: result.map { report in
                    var report = report
                    report.outlook = fetched.outlook(for: place.name)
                    return report
                }
            )
        }
        let anyReport = outcomes.contains { (try? $0.result.get()) != nil }
        return (outcomes, anyReport ? [fetched.alertsWarning].compactMap { $0 } : [])
    }

    /// A round's report: the reports shown (an earlier one for a place whose refresh failed,
    /// noted with its age), and the places with nothing to show as failures. A report without a
    /// forecast (a now-cast alone) makes the round partial (exit 2) even when no place failed.
    func report(_ cycle: WeatherCycle) -> Report {
        let reports = cycle.reports
        let failures = cycle.failures
        let records = reports.map(WeatherReportRecord.init)
        return Report(
            output: ReportOutput(
                document: PlaceReportsDocument(reports: records, failures: failures.map(PlaceFailureRecord.init)),
                records: records,
                human: WeatherView(
                    kind: view,
                    reports: reports,
                    now: cycle.now,
                    unicode: DustGauge.isUTF8(environment: runtime.environment.variables)
                ),
                notes: cycle.staleNotes
            ),
            failures: failures,
            warnings: cycle.warnings,
            status: failures.isEmpty && !reports.allSatisfy(\.hasForecast) ? .partial : nil
        )
    }
}
