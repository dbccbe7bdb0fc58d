import Foundation
import QuickSearchData
import QuickSearchDomain

/// `qsearch places …`: the ordered list of saved places that `dust` and `weather` use, and the
/// look-up that finds them.
enum PlacesCommand {
    static let spec = CommandSpec(
        name: "places",
        abstract: "Find places in Korea and keep an ordered list of saved places.",
        examples: ["qsearch places search 광주", "qsearch places add 혜화동", "qsearch places add 광주 --pick 2 --as 경기광주", "qsearch places list"],
        subcommands: [
            PlacesSearchCommand.spec,
            PlacesAddCommand.spec,
            PlacesListCommand.spec,
            CommandSpec(name: "rm", abstract: "Forget a saved place; the places after it move up.",
                        examples: ["qsearch places rm 혜화동", "qsearch places rm 2"],
                        positionals: [.required("place", help: "The saved place's name, or its number in 'places list' (2 or #2).").completing(.stored(.places))]),
            CommandSpec(name: "mv", abstract: "Move a saved place to another position in the list.",
                        examples: ["qsearch places mv 강남역 1", "qsearch places mv 3 1"],
                        positionals: [
                            .required("place", help: "The saved place's name or number.").completing(.stored(.places)),
                            .required("position", help: "Its new number, from 1 to the number of saved places."),
                        ]),
            CommandSpec(name: "rename", abstract: "Give a saved place another name.",
                        examples: ["qsearch places rename 혜화동 집"],
                        positionals: [
                            .required("place", help: "The saved place's name or number.").completing(.stored(.places)),
                            .required("name", help: "The new name (at most 40 characters, not a number)."),
                        ]),
        ]
    )

    /// The runnable paths, for the tool's command table.
    static let commands: [[String]: any RunnableCommand.Type] = [
        ["places", "search"]: PlacesSearchCommand.self,
        ["places", "add"]: PlacesAddCommand.self,
        ["places", "list"]: PlacesListCommand.self,
        ["places", "rm"]: PlacesEditCommand.self,
        ["places", "mv"]: PlacesEditCommand.self,
        ["places", "rename"]: PlacesEditCommand.self,
    ]

    /// The `--refresh` and `--timeout` options of the commands that look places up.
    static let lookupOptions: [OptionSpec] = [
        .flag("refresh", help: "Ask Kakao Local again even if a cached answer is fresh (look-ups are kept 30 days)."),
        CommandTimeout.option(help: "Time limit for the look-up, retries included"),
    ]

    /// When the look-up must be over: `--timeout` (`given`), else `QSEARCH_TIMEOUT`, else 30 s.
    static func deadline(given: Double?, environment: Environment) throws -> ContinuousClock.Instant {
        .now + .seconds(try CommandTimeout.seconds(given: given, environment: environment))
    }

    /// The resolver with every look-up the environment (and config file) has keys for.
    static func resolver(context: CommandContext, refresh: Bool) throws -> (PlaceResolver, Services) {
        var context = context
        context.environment = try ConfigFile.merged(into: context.environment)
        let services = Services(context: context, program: "qsearch")
        let client = services.upstreamClient(cache: services.cache())
        return (PlaceResolver(lookups: PlaceResolver.lookups(client: client, environment: context.environment, refresh: refresh)), services)
    }

    /// Runs `body`, turning a refused change to the list into a usage error that says what to do.
    static func editing<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let error as PlaceListError {
            throw usageError(error)
        }
    }

    /// A refused change or unknown place as one line and exit 64.
    static func usageError(_ error: PlaceListError) -> CLIError {
        let advice = switch error.kind {
        case .invalidName: "choose a name of 1-40 characters that is not a number (--as NAME when adding)"
        case .duplicateName: "choose another name (--as NAME), or rename or remove the saved one"
        case .unknownPlace: "'qsearch places list' shows the saved places"
        case .invalidPosition: "'qsearch places list' shows the positions"
        }
        return CLIError("\(error.message); \(advice)", exitCode: .usage)
    }

    /// A point as people write it: `37.586366,127.001699` (six decimals, about 10 cm).
    static func coordinateText(_ point: GeoCoordinate) -> String {
        String(format: "%.6f,%.6f", point.latitude, point.longitude)
    }
}
