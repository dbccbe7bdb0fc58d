import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `qsearch places …`: the ordered list of saved places that `dust` and `weather` use, and the
/// look-up that finds them.
enum PlacesCommand {
    static let node = CommandNode(
        CommandSpec(
            name: "places",
            abstract: "Find places in Korea and keep an ordered list of saved places.",
            examples: [
                "qsearch places search 광주", "qsearch places add 혜화동", "qsearch places add 광주 --pick 2 --as 경기광주",
                "qsearch places list",
            ]
        ),
        children: [
            CommandNode(PlacesSearchCommand.spec, runs: PlacesSearchCommand.self),
            CommandNode(PlacesAddCommand.spec, runs: PlacesAddCommand.self),
            CommandNode(PlacesListCommand.spec, runs: PlacesListCommand.self),
            CommandNode(
                CommandSpec(
                    name: "rm",
                    abstract: "Forget a saved place; the places after it move up.",
                    examples: ["qsearch places rm 혜화동", "qsearch places rm 2"],
                    positionals: [
                        Argument<String>(
                            "place",
                            help: "The saved place's name, or its number in 'places list' (2 or #2)."
                        ).completing(.stored(.places))
                    ]
                )
            ) { parsed, _ in try PlacesEditCommand(parsed, change: .remove) },
            CommandNode(
                CommandSpec(
                    name: "mv",
                    abstract: "Move a saved place to another position in the list.",
                    examples: ["qsearch places mv 강남역 1", "qsearch places mv 3 1"],
                    positionals: [PlacesEditCommand.place, PlacesEditCommand.position]
                )
            ) { parsed, _ in try PlacesEditCommand(parsed, change: .move) },
            CommandNode(
                CommandSpec(
                    name: "rename",
                    abstract: "Give a saved place another name.",
                    examples: ["qsearch places rename 혜화동 집"],
                    positionals: [PlacesEditCommand.place, PlacesEditCommand.newName]
                )
            ) { parsed, _ in try PlacesEditCommand(parsed, change: .rename) },
        ]
    )

    static let refresh = Flag(
        "refresh",
        help: "Ask Kakao Local again even if a cached answer is fresh (look-ups are kept 30 days)."
    )
    static let timeout = CommandTimeout.option(help: "Time limit for the look-up, retries included")
    /// The `--refresh` and `--timeout` options of the commands that look places up.
    static let lookupOptions: [any OptionKey] = [refresh, timeout]

    /// When a look-up allowed `seconds` from now must be over.
    static func deadline(seconds: Double) -> ContinuousClock.Instant {
        .now + .seconds(seconds)
    }

    /// The resolver with every look-up the environment (and config file) has keys for.
    static func resolver(context: CommandContext, refresh: Bool) throws -> (PlaceResolver, Services) {
        var context = context
        context.environment = try ConfigFile.merged(into: context.environment)
        let services = Services(context: context, program: "qsearch")
        let client = services.upstreamClient(cache: services.cache())
        return (
            PlaceResolver(
                lookups: PlaceResolver.lookups(client: client, environment: context.environment, refresh: refresh)
            ), services
        )
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
        let advice =
            switch error.kind {
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
