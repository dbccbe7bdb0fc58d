import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `qsearch weather [PLACE]`: now, the coming hours and days from KMA for the saved places, one
/// place, or a point (`--at`); `--map` compares the places, `--watch` stays open.
struct WeatherCommand: Command {
    static let about = CommandAbout(
        name: "weather",
        abstract: "Weather from KMA: now, the coming hours and days for your saved places, a place, or a point.",
        discussion:
            "Without PLACE: every saved place, one row each. With PLACE or --at: the full report (now with UV and fine dust, hourly, daily). A part that fails (UV, dust, the now-cast) is noted and the report stands; a place without any forecast is an error line (exit 2). Daily lows and highs marked ~ are derived from the hours. Placeholders of a --format template: \(LinePlaceholders.summary(of: formats.offered)). A value that is not known prints as -.",
        examples: [
            "qsearch weather",
            "qsearch weather 혜화동",
            "qsearch weather --at 35.1796,129.0756 --hours 48",
            "qsearch weather 혜화동 --format line",
            "qsearch weather 혜화동 --format \"%p %t (체감 %f) %R 일몰 %s\"",
            "qsearch weather --map uv",
            "qsearch weather --watch",
        ],
        records: .of(WeatherReportRecord.self)
    )

    /// The hours `--hours` accepts: KMA's short-term forecast reaches four to five days ahead.
    static let hourRange = 1...120

    @Argument(PlaceArguments.place) var place: String?
    @Option(PlaceArguments.at(example: "35.1796,129.0756")) var at: String?
    @Option(PlaceArguments.pick) var pick: Int?
    @Option(
        "hours",
        help:
            "Hourly rows for the full report, \(hourRange.lowerBound) to \(hourRange.upperBound) (up to what the forecast covers).",
        default: 24,
        range: hourRange,
        example: "48"
    )
    var hours: Int
    @Option(
        Self.formats.option(
            help:
                "table: a table or the full report (plain records when piped); line: one line per place, for status bars (\(lineTemplate))"
        )
    )
    var format: String
    @Option(
        "map",
        valueName: "measure",
        help: "Every saved place (and --at) side by side, north to south: value, level and a bar.",
        choices: WeatherMapKind.self,
        conflicts: ["json", "jsonl", "fields", "format"]
    )
    var map: WeatherMapKind?
    @Flag("refresh", help: "Ask KMA again even if the cached forecasts are fresh.") var refresh: Bool
    @Flag(
        "watch",
        help: "Stay open and refresh when KMA publishes (redrawn on a terminal, appended when piped); Ctrl-C ends.",
        conflicts: ["json", "fields"]
    )
    var watch: Bool
    @Option(
        CommandTimeout.option(
            help: "Time limit for fetching (each refresh under --watch); places not done by then fail, exit 2"
        )
    )
    var timeout: Double

    /// What to report on.
    enum Scope: Sendable, Hashable {
        /// The saved places (nil), or the one the argument names.
        case places(String?)
        /// A point under the argument's name or its coordinates (with the saved places too,
        /// under `--map`).
        case point(name: String, coordinate: GeoCoordinate)
    }

    /// What the arguments ask for.
    var scope: Scope {
        get throws {
            let place = try PlaceArguments.place(place, command: "weather")
            if let point = try PlaceArguments.point(at, coverage: "KMA forecasts only for South Korea") {
                return .point(name: PlaceArguments.name(of: point, place: place), coordinate: point)
            }
            if map != nil, let place {
                throw ValidationError(
                    "--map shows every saved place side by side and takes no place; leave out '\(place)', or add a point with --at"
                )
            }
            return .places(place)
        }
    }

    /// The status-bar line `--format line` prints.
    static let lineTemplate = "%p %c %t ↓%l ↑%H 강수 %r %a"

    /// What `--format` takes: `table`, the template `line`, a template, or a user's named one;
    /// every placeholder (the weather report has the dust part too).
    static let formats = LineFormats(
        command: "weather",
        styles: [("table", "a table, or the full report for one place")],
        builtIn: [("line", lineTemplate)],
        offered: LinePlaceholders.all
    )

    /// How the places are shown to people, `--format` read against `environment` (where the
    /// config file's named templates are).
    func view(in environment: Environment) throws -> WeatherView.Kind {
        if let map { return .map(map) }
        if case .template(let template) = try Self.formats.selection(for: format, in: environment) {
            return .line(template)
        }
        switch try scope {
        case .places(let argument): return argument == nil ? .summary : .full(hours: hours)
        case .point: return .full(hours: hours)
        }
    }

    func validate() throws {
        _ = try scope
        try PlaceArguments.checkPick(pick, place: place, command: "weather")
        try Self.formats.validate(format)
    }

    func run(_ runtime: Runtime) async throws -> Report {
        let view = try view(in: runtime.environment)
        let service = WeatherService(runtime: runtime, hours: hours, timeout: timeout, view: view)
        let places = try await service.places(for: try scope, withSaved: map != nil, pick: pick)
        guard watch else { return await service.report(on: places, refresh: refresh) }
        return await WeatherWatch(service: service, places: places, refresh: refresh).start()
    }
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
