import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `qsearch weather [PLACE]`: now, the coming hours and days from KMA for the saved places, one
/// place, or a point (`--at`); `--map` compares the places, `--watch` stays open.
struct WeatherCommand: RunnableCommand {
    /// What to report on.
    enum Scope: Sendable, Hashable {
        /// The saved places (nil), or the one the argument names.
        case places(String?)
        /// A point (with the saved places too, under `--map`).
        case point(Place)
    }

    let scope: Scope
    let format: OutputFormat
    let fields: FieldSelection?
    let style: WeatherFormat
    let map: WeatherMapKind?
    let hours: Int
    let refresh: Bool
    let watch: Bool
    /// `--timeout` in seconds, else `QSEARCH_TIMEOUT`, else 30 (see `CommandTimeout`).
    let timeoutSeconds: Double
    /// Whether the map's bars may use block characters.
    let unicode: Bool

    /// The hours `--hours` accepts: KMA's short-term forecast reaches four to five days ahead.
    static let hourRange = 1...120
    static let defaultHours = 24
    /// How long after a publication time `--watch` asks again, so KMA has the new base ready.
    static let publicationGrace: TimeInterval = 60

    static let spec = CommandSpec(
        name: "weather",
        abstract: "Weather from KMA: now, the coming hours and days for your saved places, a place, or a point.",
        discussion:
            "Without PLACE: every saved place, one row each. With PLACE or --at: the full report (now with UV and fine dust, hourly, daily). A part that fails (UV, dust, the now-cast) is noted and the report stands; a place without any forecast is an error line (exit 2). Daily lows and highs marked ~ are derived from the hours.",
        examples: [
            "qsearch weather",
            "qsearch weather 혜화동",
            "qsearch weather --at 35.1796,129.0756 --hours 48",
            "qsearch weather 혜화동 --format line",
            "qsearch weather --map uv",
            "qsearch weather --watch",
        ],
        options: [PlaceArguments.at(example: "35.1796,129.0756"), hoursOption, styleOption, mapOption]
            + OutputFormat.options + [refreshOption, watchOption, timeoutOption],
        positionals: [PlaceArguments.place]
    )

    static let hoursOption = Option<Int>(
        "hours",
        help:
            "Hourly rows for the full report, \(hourRange.lowerBound) to \(hourRange.upperBound) (up to what the forecast covers).",
        default: defaultHours,
        range: hourRange,
        example: "48"
    )
    static let styleOption = Option<WeatherFormat>(
        "format",
        valueName: "style",
        help:
            "table: a table or the full report (plain records when piped); line: one line per place, for status bars.",
        default: .table
    ).conflicting(with: "json", "jsonl", "fields")
    static let mapOption = Option<WeatherMapKind?>(
        "map",
        valueName: "measure",
        help: "Every saved place (and --at) side by side, north to south: value, level and a bar.",
        choices: WeatherMapKind.self
    ).conflicting(with: "json", "jsonl", "fields", "format")
    static let refreshOption = Flag("refresh", help: "Ask KMA again even if the cached forecasts are fresh.")
    static let watchOption = Flag(
        "watch",
        help: "Stay open and refresh when KMA publishes (redrawn on a terminal, appended when piped); Ctrl-C ends."
    )
    .conflicting(with: "json", "fields")
    static let timeoutOption = CommandTimeout.option(
        help: "Time limit for fetching (each refresh under --watch); places not done by then fail, exit 2"
    )

    init(_ parsed: ParsedCommand, context: CommandContext) throws {
        let place = try PlaceArguments.place(parsed[PlaceArguments.place], command: "weather")
        map = try parsed[Self.mapOption]
        if let point = try PlaceArguments.point(
            try parsed[PlaceArguments.at(example: "")],
            coverage: "KMA forecasts only for South Korea"
        ) {
            let name = PlaceArguments.name(of: point, place: place)
            scope = .point(Place(name: name, coordinate: point, address: nil, regionCode: nil, addedAt: context.now()))
        } else {
            if map != nil, let place {
                throw parsed.usageError(
                    "--map shows every saved place side by side and takes no place; leave out '\(place)', or add a point with --at"
                )
            }
            scope = .places(place)
        }
        hours = try parsed[Self.hoursOption]
        format = try OutputFormat(parsed)
        fields = try FieldSelection.parse(parsed, for: WeatherReportRecord.self)
        style = try parsed[Self.styleOption]
        refresh = parsed[Self.refreshOption]
        watch = parsed[Self.watchOption]
        timeoutSeconds = try parsed[Self.timeoutOption]
        unicode = DustGauge.isUTF8(environment: context.environment.variables)
    }

    /// Whether one place gets the full report (a place named, or a point) rather than a row.
    private var showsFullReport: Bool {
        switch scope {
        case .places(let argument): argument != nil
        case .point: map == nil
        }
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        var context = context
        context.environment = try ConfigFile.merged(into: context.environment)
        let dependencies = try WeatherDependencies.current(context)
        defer { dependencies.upkeep() }
        let places: [Place]
        switch try await targets(
            dependencies.places,
            deadline: SearchDeadline(timeout: .seconds(timeoutSeconds)).instant,
            context: context
        ) {
        case .places(let selected): places = selected
        case .ambiguous(let candidates):
            throw PlaceSelection.ambiguity(scopeArgument ?? "", candidates: candidates)
        }
        let run = WeatherRun(command: self, places: places, reporter: dependencies.reporter, timeout: timeoutSeconds)
        guard watch else {
            let progress = ProgressLine(context: context, wanted: format == .human)
            progress.show("fetching the weather for \(places.count == 1 ? places[0].name : "\(places.count) places")…")
            let outcomes = await run.fetch(refresh: refresh)
            progress.clear()
            let cycle = try render(
                WeatherCycle(outcomes: outcomes, previous: [:], now: context.now()),
                context: context
            )
            context.stdout.write(cycle.output)
            for error in cycle.errors { context.stderr.write(error + "\n") }
            if context.terminal.showsTable && format == .human {
                context.stdout.write(
                    cycle.notes.map { ANSIStyle.dim.apply(to: $0, enabled: context.terminal.colorEnabled) + "\n" }
                        .joined()
                )
            } else {
                cycle.notes.forEach(context.note)
            }
            return cycle.exitCode
        }
        let watchContext = context
        let watch = WeatherWatch(
            waiter: dependencies.waiter,
            context: watchContext,
            separatesBlocks: format != .jsonLines
        )
        return await watch.run { previous, now in
            let outcomes = await run.fetch(refresh: self.refresh && previous.isEmpty)
            return try self.render(
                WeatherCycle(outcomes: outcomes, previous: previous, now: now),
                context: watchContext
            )
        }
    }

    private var scopeArgument: String? {
        if case .places(let argument) = scope { return argument }
        return nil
    }

    /// The places to report on, in the order to print them.
    private func targets(
        _ selector: any PlaceSelecting,
        deadline: ContinuousClock.Instant,
        context: CommandContext
    ) async throws -> PlaceSelection {
        switch scope {
        case .point(let place):
            guard map != nil else { return .places([place]) }
            guard case .places(let saved) = try await selector.select(nil, deadline: deadline) else {
                return .places([place])
            }
            return .places(saved + [place])
        case .places(let argument):
            let selection = try await selector.select(argument, deadline: deadline)
            if case .places(let places) = selection, places.isEmpty { throw PlaceSelection.noPlaces(argument) }
            return selection
        }
    }

    /// One cycle's text: the reports in the chosen form, the failures' error lines, the notes.
    func render(_ cycle: WeatherCycle, context: CommandContext) throws -> WeatherCycle.Rendered {
        let reports = cycle.reports
        var notes = cycle.staleNotes(relativeTo: cycle.now)
        let output: String
        switch format {
        case .json:
            let failures = cycle.failures.map { PlaceFailureRecord(place: $0.place, error: $0.error) }
            output = try JSONOutput.korea.document(
                WeatherDocument(reports: reports, failures: failures),
                fields: fields
            )
        case .jsonLines:
            output = try reports.map { try JSONOutput.korea.line(WeatherReportRecord(report: $0), fields: fields) }
                .joined()
        case .human:
            var lines: [String]
            if let map {
                let gauge = DustGauge(width: WeatherMapTable.gaugeWidth, unicode: unicode)
                lines = WeatherMapTable(kind: map, terminal: context.terminal, gauge: gauge).render(reports)
                notes += reports.flatMap { mapNotes($0, kind: map) }
            } else if style == .line {
                lines = reports.map(WeatherLine(now: cycle.now).render)
            } else if showsFullReport {
                let view = WeatherReportView(terminal: context.terminal, now: cycle.now, requestedHours: hours)
                lines = []
                for report in reports {
                    let rendered = view.render(report)
                    if !lines.isEmpty { lines.append("") }
                    lines += rendered.lines
                    notes += rendered.notes
                }
            } else {
                lines = WeatherSummaryTable(terminal: context.terminal, now: cycle.now).render(reports)
                notes += reports.flatMap {
                    WeatherReportView(terminal: context.terminal, now: cycle.now, requestedHours: hours).notes($0)
                }
            }
            output = lines.map { $0 + "\n" }.joined()
        }
        let errors = cycle.failures.map {
            "qsearch: error: " + TextSanitizer.singleLine("\($0.place): \(AppErrors.message($0.error).0)")
        }
        return WeatherCycle.Rendered(
            output: output,
            errors: errors,
            notes: notes,
            exitCode: cycle.exitCode,
            kept: cycle.keeping()
        )
    }

    /// The note for a place whose map value is missing because its part failed.
    private func mapNotes(_ report: WeatherReport, kind: WeatherMapKind) -> [String] {
        let note: String? =
            switch kind {
            case .temp: report.current.note
            case .uv: report.uv.note.map { "UV unavailable: \($0)" }
            case .dust: report.dust.note.map { "fine dust unavailable: \($0)" }
            }
        return note.map { ["\(TextSanitizer.singleLine(report.placeName)): \(TextSanitizer.singleLine($0))"] } ?? []
    }
}

/// The `--json` document of `qsearch weather`: the reports in order, and the places that failed.
struct WeatherDocument: Encodable {
    let reports: [WeatherReport]
    let failures: [PlaceFailureRecord]

    private enum Key: String, CodingKey {
        case reports, failures
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(reports.map(WeatherReportRecord.init), forKey: .reports)
        try container.encode(failures, forKey: .failures)
    }
}

/// `qsearch weather --format`: how places are printed for people.
enum WeatherFormat: String, Sendable, CaseIterable {
    /// Every saved place: one row each; one place: the full report. Plain records when piped.
    case table
    /// One line per place, for status bars: `혜화동 ☀ 12°C ↓4 ↑15 강수 20%`.
    case line
}

/// `qsearch weather --map`: what the map compares across places.
enum WeatherMapKind: String, Sendable, CaseIterable {
    /// The temperature now; the bar spans the coldest to the warmest place shown.
    case temp
    /// The UV index now with its level; the bar spans 0 to the highest index shown.
    case uv
    /// PM10 with its grade (and PM2.5 beside it); the bar spans 0 to the highest PM10 shown.
    case dust
}
