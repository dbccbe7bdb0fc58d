import CommandKit
import Foundation
import QuickSearchDomain

/// One round of `qsearch weather`: each place's fresh report or failure, with the last good
/// report of a place that failed this time (`--watch` keeps showing it, with its age).
struct WeatherCycle {
    /// One place's answer this round.
    struct Outcome: Sendable {
        var place: String
        var result: Result<WeatherReport, any Error>
    }

    /// A place's last good report and when it came.
    struct Snapshot: Sendable {
        var report: WeatherReport
        var fetchedAt: Date
    }

    let outcomes: [Outcome]
    /// The last good report of each place by name, and when it was fetched.
    let previous: [String: Snapshot]
    let now: Date
    /// What the round warns of once (the alerts missing).
    var warnings: [String] = []

    /// The reports to show, in the places' order: fresh ones, else the previous good one.
    var reports: [WeatherReport] {
        outcomes.compactMap { outcome in
            switch outcome.result {
            case .success(let report): report
            case .failure: previous[outcome.place]?.report
            }
        }
    }

    /// The places with nothing to show: failed now and never fetched before.
    var failures: [ReportFailure] {
        outcomes.compactMap { outcome in
            guard case .failure(let error) = outcome.result, previous[outcome.place] == nil else { return nil }
            return ReportFailure(error, subject: FailureSubject(outcome.place, kind: .place))
        }
    }

    /// A line for each place shown from an earlier round: why, and how old it is.
    var staleNotes: [String] {
        outcomes.compactMap { outcome in
            guard case .failure(let error) = outcome.result, let last = previous[outcome.place] else { return nil }
            let age = WeatherPart.age(of: last.fetchedAt, now: now)
            let message = AppErrors.message(error).0
            return TextSanitizer.singleLine(
                "\(outcome.place): refresh failed (\(message)); showing the report from \(WeatherText.time(last.fetchedAt, now: now)) (\(age))"
            )
        }
    }

    /// The good reports of this round on top of the earlier ones, for the next round.
    func keeping() -> [String: Snapshot] {
        var kept = previous
        for outcome in outcomes {
            if case .success(let report) = outcome.result {
                kept[outcome.place] = Snapshot(report: report, fetchedAt: now)
            }
        }
        return kept
    }
}
