import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `qsearch dust [PLACE]`: fine dust at the saved places, one place, a point (`--at`), or every
/// province (`--nation`), from AirKorea's nearest stations.
struct DustCommand: Command {
    static let about = CommandAbout(
        name: "dust",
        abstract: "Fine dust (PM10, PM2.5) at your saved places, a place, a point, or every province.",
        discussion:
            "Readings come from the nearest AirKorea station (the next nearest when it measured no PM), with the official grades 좋음/보통/나쁨/매우나쁨, and its last 24 hours. The alerts in force (KMA's weather warnings, AirKorea's fine-dust alerts) are shown above the table; --forecast shows the national forecast for the place's region instead. Several places are fetched at once; one that fails is reported on stderr while the others are shown (exit 2); missing alerts are only a warning. Placeholders of a --format template: \(LinePlaceholders.summary(of: formats.offered)); qsearch weather --format has the weather's too. A value that is not known prints as -.",
        examples: [
            "qsearch dust",
            "qsearch dust 혜화동 --format line",
            "qsearch dust --format \"%p 미세 %d 초미세 %D\"",
            "qsearch dust --at 37.5665,126.9780 --json",
            "qsearch dust --nation",
            "qsearch dust --forecast",
        ],
        records: .of(DustReportRecord.self)
    )

    @Argument(PlaceArguments.place) var place: String?
    @Option(PlaceArguments.at(example: "37.5665,126.9780")) var at: String?
    @Option(PlaceArguments.pick) var pick: Int?
    @Flag("nation", help: "Every province: PM10 and PM2.5 averages with grade bars.", conflicts: ["at"])
    var nation: Bool
    @Flag(
        "forecast",
        help: "The fine-dust forecast for each place's region: today, tomorrow and the day after.",
        conflicts: ["nation", "format"]
    )
    var forecast: Bool
    @Option(
        Self.formats.option(help: "table: a table (plain rows when piped); line: one line per place, for status bars")
    )
    var format: String
    @Flag("refresh", help: "Ask AirKorea again even if the cached readings are fresh.") var refresh: Bool
    @Option(CommandTimeout.option(help: "Time limit for the whole command; places not done by then fail, exit 2"))
    var timeout: Double

    /// What to report on.
    enum Scope: Sendable, Hashable {
        /// The saved places (nil), or the one the argument names.
        case places(String?)
        /// A point, under the argument's name or its coordinates.
        case point(DustTarget)
        /// Every province.
        case nation
    }

    /// What the arguments ask for.
    var scope: Scope {
        get throws {
            let place = try PlaceArguments.place(place, command: "dust")
            if nation {
                if let place {
                    throw ValidationError(
                        "--nation reports every province and takes no place; leave out '\(place)' or --nation"
                    )
                }
                return .nation
            }
            if let point = try PlaceArguments.point(at, coverage: "AirKorea measures only in South Korea") {
                return .point(DustTarget(name: PlaceArguments.name(of: point, place: place), coordinate: point))
            }
            return .places(place)
        }
    }

    /// What `--format` takes: `table`, `line` (values, grades and the time, which no placeholder
    /// gives), a template of the place and dust placeholders, or a user's named one.
    static let formats = LineFormats(
        command: "dust",
        styles: [
            ("table", "a table (plain rows when piped)"),
            ("line", "one line per place: values, grades and when they were measured"),
        ],
        builtIn: [],
        offered: LinePlaceholders.offered(by: [.place, .dust])
    )

    var records: RecordFields? { nation ? .of(ProvinceDustRecord.self) : .of(DustReportRecord.self) }

    func validate() throws {
        _ = try scope
        try PlaceArguments.checkPick(pick, place: place, command: "dust")
        if nation && format != "table" {
            throw ValidationError(
                "--format \(UsageError.quoted(format)) is for places; --nation prints a table, --json or --jsonl"
            )
        }
        try Self.formats.validate(format)
    }

    func run(_ runtime: Runtime) async throws -> Report {
        let selection = try Self.formats.selection(for: format, in: runtime.environment)
        let service = DustService(runtime: runtime, refresh: refresh, deadline: runtime.deadline(seconds: timeout))
        switch try scope {
        case .nation:
            return try await service.nation()
        case .point(let target):
            return await service.report(on: [target], format: selection, forecast: forecast)
        case .places(let argument):
            return await service.report(
                on: try await service.targets(argument, pick: pick),
                format: selection,
                forecast: forecast
            )
        }
    }
}
