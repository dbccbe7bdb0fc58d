import CommandKit
import QuickSearchData
import QuickSearchDomain

/// The `qsearch` program: media search, places, fine dust, history and cache.
public enum QSearchTool {
    static let tool = QuickSearchProgram(
        root: CommandNode(
            CommandSpec(
                name: "qsearch",
                abstract:
                    "Search Korean web services from the terminal: images and videos (Naver, Kakao), fine dust (AirKorea) and weather (KMA) for saved places.",
                discussion:
                    "Keys come from \(keyVariables). Exit codes: 0 ok, 1 failure, 2 partial (some sources failed), 64 usage, 69 upstream unavailable, 74 storage or output not writable, 75 rate-limited or timed out, 76 upstream refused or redirected the request, 78 configuration.",
                examples: [
                    "qsearch images 고양이 --sort recency", "qsearch videos \"스위프트 강의\" --jsonl", "qsearch places add 혜화동",
                    "qsearch dust", "qsearch history",
                ],
                options: [ColorChoice.qsearchOption]
            ),
            children: [
                CommandNode(ImagesCommand.self),
                CommandNode(VideosCommand.self),
                CommandNode(OpenResultCommand.self),
                CommandNode(HistoryCommand.self),
                CommandNode(AgainCommand.self),
                CacheCommand.node,
                ArchiveCommand.node,
                PlacesCommand.node,
                CommandNode(DustCommand.self),
                CommandNode(WeatherCommand.self),
                CommandNode(AlertsCommand.self),
                CommandNode(BriefCommand.self),
                ConfigCommand.node,
            ] + QuickSearchProgram.supportNodes(for: "qsearch")
        ),
        color: ColorChoice.qsearchOption,
        readsConfigFile: true,
        clockOverride: ClockOverride(variable: "QSEARCH_NOW")
    )

    /// The catalog's key variables of `qsearch`'s upstreams, as a list in words: `A, B and C`.
    private static var keyVariables: String {
        let variables = UpstreamCatalog.qsearch.flatMap(\.authentication.requiredVariables)
        guard variables.count > 1 else { return variables.joined() }
        return variables.dropLast().joined(separator: ", ") + " and " + variables[variables.count - 1]
    }

    /// Help and the version for the process's arguments, answered before anything starts
    /// (no task, thread, network or store); nil when `main` has the work to do.
    public static func answerAtOnce() -> Int32? {
        tool.program().answerProcessAtOnce()?.rawValue
    }

    /// Runs `qsearch` as the process (its arguments, streams and environment); the exit status.
    public static func main() async -> Int32 {
        await tool.program().runProcess().rawValue
    }

    /// Runs `qsearch` with `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], io: ProgramIO = .live()) async -> Int32 {
        await tool.run(arguments, io: io).rawValue
    }

    /// Runs `qsearch` with `seam`'s services in place of the real ones (tests).
    static func run(_ arguments: [String], io: ProgramIO, seam: RuntimeSeam) async -> Int32 {
        await tool.run(arguments, io: io, seam: seam).rawValue
    }
}
