import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// The work of `qsearch dust`: the places' readings at once, or every province, as a report.
struct DustService {
    let runtime: Runtime
    let refresh: Bool
    let deadline: ContinuousClock.Instant

    /// The readings of the run: AirKorea over the portal, or the seam's.
    var reporter: any DustReporting {
        runtime.seam.dust ?? AirKoreaDustService(client: runtime.services.client())
    }

    /// The places `argument` selects (every saved place when nil).
    ///
    /// - Throws: `CLIError` (exit 64) when none is saved or matches, or when several places in
    ///   Korea answer to the name (listed under the error line).
    func targets(_ argument: String?, pick: Int? = nil) async throws -> [DustTarget] {
        try await runtime.places().places(argument, pick: pick, deadline: deadline).map(DustTarget.init)
    }

    /// Every target's readings, fetched at once with the alerts and the fine-dust forecast, shown
    /// as `format` selects (or the forecast, with `forecast`); a place that fails is a failure of
    /// the report, the alerts missing a warning.
    func report(on targets: [DustTarget], format: LineFormats.Selection, forecast: Bool = false) async -> Report {
        if runtime.outputFormat == .human {
            runtime.diagnostics.progress(
                "fetching fine dust for \(targets.count == 1 ? targets[0].name : "\(targets.count) places")…"
            )
        }
        let outlookService = OutlookService(runtime: runtime, refresh: refresh, deadline: deadline)
        async let outlook = outlookService.fetch(.all, for: targets.map(\.place))
        let outcomes = await readings(of: targets)
        let fetched = await outlook
        var reports: [DustReport] = []
        var failures: [ReportFailure] = []
        for (target, outcome) in zip(targets, outcomes) {
            switch outcome {
            case .success(var report):
                report.outlook = fetched.outlook(for: target.name)
                reports.append(report)
            case .failure(let error):
                failures.append(ReportFailure(error, subject: FailureSubject(target.name, kind: .place)))
            }
        }
        let now = runtime.now()
        let human: any HumanView =
            switch format {
            case _ where forecast: DustForecastTable(reports: reports, now: now)
            case .style("line"): DustLine(reports: reports, now: now, colorEnabled: runtime.colorIsForced)
            case .style: DustTable(reports: reports, now: now)
            case .template(let template):
                TextView(reports.map { template.render(LineSubject(dust: $0, now: now)) })
            }
        let records = reports.map(DustReportRecord.init)
        return Report(
            output: ReportOutput(
                document: PlaceReportsDocument(reports: records, failures: failures.map(PlaceFailureRecord.init)),
                records: records,
                human: human
            ),
            failures: failures,
            warnings: reports.compactMap(DustTable.farStationWarning)
                + (reports.isEmpty ? [] : [fetched.alertsWarning].compactMap { $0 })
        )
    }

    /// Every target's readings, asked at once; each outcome at its target's index.
    func readings(of targets: [DustTarget]) async -> [Result<DustReport, any Error>] {
        let (reporter, refresh, deadline) = (reporter, refresh, deadline)
        return await PlaceOutcomes.gather(targets) { target in
            try await reporter.report(
                forPlace: target.name,
                at: target.coordinate,
                refresh: refresh,
                deadline: deadline
            )
        }
    }

    /// Every province's averages.
    func nation() async throws -> Report {
        if runtime.outputFormat == .human {
            runtime.diagnostics.progress("fetching fine dust for every province…")
        }
        let provinces = try await reporter.nation(refresh: refresh, deadline: deadline)
        let gauge = DustGauge(
            width: NationTable.gaugeWidth,
            unicode: DustGauge.isUTF8(environment: runtime.environment.variables)
        )
        return Report(
            output: ReportOutput(
                document: NationDocument(provinces: provinces.map(ProvinceDustRecord.init)),
                records: provinces.map(ProvinceDustRecord.init),
                human: NationTable(provinces: provinces, now: runtime.now(), gauge: gauge)
            )
        )
    }
}

/// The `--json` document of `qsearch dust --nation`.
struct NationDocument: Encodable, Sendable {
    let provinces: [ProvinceDustRecord]
}

extension FailureSubject.Kind {
    /// A saved or named place.
    static let place = FailureSubject.Kind(singular: "place", plural: "places")
}
