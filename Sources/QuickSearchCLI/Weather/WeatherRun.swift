import Foundation
import QuickSearchData
import QuickSearchDomain

/// The fetching half of `qsearch weather`: every place's report at once, in the places' order.
struct WeatherRun: Sendable {
    let command: WeatherCommand
    let places: [Place]
    let reporter: any WeatherReporting
    /// Seconds each fetch may take, retries included.
    let timeout: Double

    /// Each place's report, or why there is none. A report with neither a forecast nor a now-cast
    /// counts as a failure (exit 2), in the words of its note; one with a now-cast only stands
    /// (and the round exits 2, `WeatherCycle.exitCode`).
    func fetch(refresh: Bool) async -> [WeatherCycle.Outcome] {
        let deadline = SearchDeadline(timeout: .seconds(timeout)).instant
        let hours = command.hours
        let reporter = reporter
        let results = await PlaceOutcomes.gather(places) { place in
            let report = try await reporter.report(for: place, hours: hours, refresh: refresh, deadline: deadline)
            guard report.hasForecast || report.current.value != nil else {
                let reason = report.forecastNote.map { "no forecast: \($0)" } ?? "KMA sent no forecast for this place"
                throw CLIError(reason, exitCode: .partial)
            }
            return report
        }
        return zip(places, results).map { place, result in
            WeatherCycle.Outcome(place: place.name, result: result)
        }
    }
}
