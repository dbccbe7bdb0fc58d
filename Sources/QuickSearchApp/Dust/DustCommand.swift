import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `qsearch dust [PLACE]`: fine dust at the saved places, one place, a point (`--at`), or every
/// province (`--nation`), from AirKorea's nearest stations.
struct DustCommand: RunnableCommand {
    /// What to report on.
    enum Scope: Sendable, Hashable {
        /// The saved places (nil), or the one the argument names.
        case places(String?)
        /// A point, under the argument's name or its coordinates.
        case point(DustTarget)
        /// Every province.
        case nation
    }

    let scope: Scope
    let format: OutputFormat
    let fields: FieldSelection?
    let style: DustFormat
    /// Whether `--format line` colours grades: only when colour is forced, never merely for a terminal.
    let lineColor: Bool
    let refresh: Bool
    /// `--timeout` in seconds, else `QSEARCH_TIMEOUT`, else 30 (see `CommandTimeout`).
    let timeoutSeconds: Double
    /// Whether the gauges of `--nation` may use block characters.
    let unicode: Bool

    static let spec = CommandSpec(
        name: "dust",
        abstract: "Fine dust (PM10, PM2.5) at your saved places, a place, a point, or every province.",
        discussion:
            "Readings come from the nearest AirKorea station (the next nearest when it measured no PM), with the official grades 좋음/보통/나쁨/매우나쁨. Several places are fetched at once; one that fails is reported on stderr while the others are shown (exit 2).",
        examples: [
            "qsearch dust",
            "qsearch dust 혜화동 --format line",
            "qsearch dust --at 37.5665,126.9780 --json",
            "qsearch dust --nation",
        ],
        options: [PlaceArguments.at(example: "37.5665,126.9780").conflicting(with: "nation"), nation, style]
            + OutputFormat.options + [refresh, timeout],
        positionals: [PlaceArguments.place]
    )

    static let nation = Flag("nation", help: "Every province: PM10 and PM2.5 averages with grade bars.")
    static let style = Option<DustFormat>(
        "format",
        valueName: "style",
        help: "table: a table (plain rows when piped); line: one line per place, for status bars.",
        default: .table
    ).conflicting(with: "json", "jsonl", "fields")
    static let refresh = Flag("refresh", help: "Ask AirKorea again even if the cached readings are fresh.")
    static let timeout = CommandTimeout.option(
        help: "Time limit for the whole command; places not done by then fail, exit 2"
    )

    init(_ parsed: ParsedCommand, context: CommandContext) throws {
        let place = try PlaceArguments.place(parsed, command: "dust")
        if parsed[Self.nation] {
            if place != nil {
                throw parsed.usageError(
                    "--nation reports every province and takes no place; leave out '\(place ?? "")' or --nation"
                )
            }
            scope = .nation
        } else if let point = try PlaceArguments.point(parsed, coverage: "AirKorea measures only in South Korea") {
            scope = .point(DustTarget(name: PlaceArguments.name(of: point, place: place), coordinate: point))
        } else {
            scope = .places(place)
        }
        format = try OutputFormat(parsed)
        fields =
            scope == .nation
            ? try FieldSelection.parse(parsed, for: ProvinceDustRecord.self)
            : try FieldSelection.parse(parsed, for: DustReportRecord.self)
        style = try parsed[Self.style]
        if scope == .nation && style == .line {
            throw parsed.usageError("--format line is for places; --nation prints a table, --json or --jsonl")
        }
        let forced = TerminalCapabilities.detect(isTTY: false, environment: context.environment.variables)
        lineColor = try ColorChoice.chosen(parsed, option: ColorChoice.qsearchOption).applied(to: forced).colorEnabled
        refresh = parsed[Self.refresh]
        timeoutSeconds = try parsed[Self.timeout]
        unicode = DustGauge.isUTF8(environment: context.environment.variables)
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        var context = context
        context.environment = try ConfigFile.merged(into: context.environment)
        let deadline = SearchDeadline(timeout: .seconds(timeoutSeconds)).instant
        let dependencies = try DustDependencies.current(context)
        defer { dependencies.upkeep() }
        let targets: [DustTarget]
        switch scope {
        case .nation:
            return try await runNation(dependencies.reporter, deadline: deadline, context: context)
        case .point(let target):
            targets = [target]
        case .places(let argument):
            switch try await dependencies.places.select(argument, deadline: deadline) {
            case .places(let places):
                guard !places.isEmpty else { throw Self.noPlaces(argument) }
                targets = places.map(DustTarget.init)
            case .ambiguous(let candidates):
                Self.reportAmbiguity(argument ?? "", candidates: candidates, context: context)
                return .usage
            }
        }
        let progress = ProgressLine(context: context, wanted: format == .human)
        progress.show("fetching fine dust for \(targets.count == 1 ? targets[0].name : "\(targets.count) places")…")
        let (reporter, refresh) = (dependencies.reporter, refresh)
        let outcomes = await PlaceOutcomes.gather(targets) { target in
            try await reporter.report(
                forPlace: target.name,
                at: target.coordinate,
                refresh: refresh,
                deadline: deadline
            )
        }
        progress.clear()

        var reports: [DustReport] = []
        var failures: [(place: String, error: any Error)] = []
        for (target, outcome) in zip(targets, outcomes) {
            switch outcome {
            case .success(let report): reports.append(report)
            case .failure(let error): failures.append((target.name, error))
            }
        }
        for failure in failures {
            let message = AppErrors.message(failure.error).0
            context.stderr.write("qsearch: error: \(TextSanitizer.singleLine("\(failure.place): \(message)"))\n")
        }
        try print(reports, failures: failures, context: context)
        if failures.isEmpty { return .success }
        return reports.isEmpty ? Self.exitCode(allFailed: failures.map(\.error)) : .partial
    }

    /// The exit code when every place failed: the upstream failures' shared code (see
    /// `ExitCode(allFailed:)`), else the first other error's.
    static func exitCode(allFailed errors: [any Error]) -> ExitCode {
        let kinds = errors.compactMap { ($0 as? SourceFailure)?.kind }
        if kinds.count == errors.count { return ExitCode(allFailed: kinds) }
        return errors.first { !($0 is SourceFailure) }.map { AppErrors.message($0).1 } ?? .failure
    }

    /// The error when the places asked for are none.
    static func noPlaces(_ argument: String?) -> CLIError {
        guard let argument else {
            return CLIError(
                "no saved places yet; save one with qsearch places add <name> (e.g. qsearch places add 혜화동), or ask for a point with --at LAT,LON",
                exitCode: .usage
            )
        }
        return CLIError(
            "no place in Korea matches '\(argument)'; try a dong or station name, or --at LAT,LON",
            exitCode: .usage
        )
    }

    /// Several places answer to `name`: one error line, then the candidates numbered with their
    /// full addresses (`경기도 광주시` is not `광주광역시`), on stderr.
    static func reportAmbiguity(_ name: String, candidates: [PlaceCandidate], context: CommandContext) {
        let name = TextSanitizer.singleLine(name)
        context.stderr.write(
            "qsearch: error: '\(name)' matches \(candidates.count) places in Korea; name one more precisely (e.g. with its city or district), or save the one you mean with qsearch places add \(name) --pick N\n"
        )
        for (index, candidate) in candidates.enumerated() {
            context.stderr.write(
                "  \(index + 1). \(TextSanitizer.singleLine(candidate.name)) (\(TextSanitizer.singleLine(candidate.address)))\n"
            )
        }
    }

    private func print(
        _ reports: [DustReport],
        failures: [(place: String, error: any Error)],
        context: CommandContext
    ) throws {
        let now = context.now()
        switch format {
        case .json:
            let failed = failures.map {
                ($0.place, ($0.error as? SourceFailure)?.kind.rawValue, AppErrors.message($0.error).0)
            }
            context.stdout.write(
                try JSONOutput.korea.document(DustDocument(reports: reports, failures: failed), fields: fields)
            )
        case .jsonLines:
            for report in reports {
                context.stdout.write(try JSONOutput.korea.line(DustReportRecord(report: report), fields: fields))
            }
        case .human where style == .line:
            let line = DustLine(now: now, colorEnabled: lineColor)
            context.stdout.write(reports.map { line.render($0) + "\n" }.joined())
        case .human:
            let table = DustTable(terminal: context.terminal, now: now)
            context.stdout.write(table.render(reports).map { $0 + "\n" }.joined())
            let notes = table.notes(reports)
            if context.terminal.showsTable {
                context.stdout.write(
                    notes.map { ANSIStyle.dim.apply(to: $0, enabled: context.terminal.colorEnabled) + "\n" }.joined()
                )
            } else {
                notes.forEach(context.note)
            }
        }
    }

    private func runNation(
        _ reporter: any DustReporting,
        deadline: ContinuousClock.Instant,
        context: CommandContext
    ) async throws -> ExitCode {
        let progress = ProgressLine(context: context, wanted: format == .human)
        progress.show("fetching fine dust for every province…")
        let provinces: [ProvinceDust]
        do {
            provinces = try await reporter.nation(refresh: refresh, deadline: deadline)
            progress.clear()
        } catch {
            progress.clear()
            throw error
        }
        switch format {
        case .json:
            context.stdout.write(
                try JSONOutput.korea.document(["provinces": provinces.map(ProvinceDustRecord.init)], fields: fields)
            )
        case .jsonLines:
            for province in provinces {
                context.stdout.write(try JSONOutput.korea.line(ProvinceDustRecord(province: province), fields: fields))
            }
        case .human:
            let table = NationTable(
                terminal: context.terminal,
                now: context.now(),
                gauge: DustGauge(width: NationTable.gaugeWidth, unicode: unicode)
            )
            context.stdout.write(table.render(provinces).map { $0 + "\n" }.joined())
        }
        return .success
    }
}

/// `qsearch dust --format`: how places are printed for people.
enum DustFormat: String, Sendable, CaseIterable {
    /// The table on a terminal, tab-separated rows when piped.
    case table
    /// One line per place, for status bars: `혜화동 PM10 42 보통 · PM2.5 18 보통 (14:00)`.
    case line
}
