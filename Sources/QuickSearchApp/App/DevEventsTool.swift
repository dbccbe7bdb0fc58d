import CommandKit
import QuickSearchData
import QuickSearchDomain

/// The `devevents` program: the Korean developer-event calendar.
public enum DevEventsTool {
    static let tool = QuickSearchProgram(
        root: CommandNode(
            CommandSpec(
                name: "devevents",
                abstract: "Korean developer events (conferences, webinars, hackathons) from the Dev-Event list.",
                discussion:
                    "The page is fetched only when you run a command, kept for an hour, and revalidated with conditional requests; offline, the last good copy is used. Exit codes: 0 ok (also when nothing matches: a note on stderr says why), 1 failure (an unknown id; an export with nothing to write), 2 partial (due: an --exec command or notify-send failed for some events; --weather: a place look-up or forecast failed), 64 usage (also a link several events share), 65 page no longer parses, 69 page unavailable and nothing cached, 74 storage or output not writable, 75 rate-limited or timed out, 78 configuration (BROWSER, DEVEVENTS_NOW, DEVEVENTS_SOURCE; notify-send or the --exec command not installed).",
                examples: [
                    "devevents list", "devevents list --tag AI --offline --free --within 30d",
                    "devevents due --at 3d,1d,3h --notify", "devevents calendar",
                    "devevents fav add k3m9x2qa", "devevents export --ics > events.ics",
                ],
                options: DevEventPageOptions.declaredOptions + [ColorChoice.devEventsOption.spec]
            ),
            children: [
                CommandNode(DevEventsListCommand.self),
                CommandNode(DevEventsDueCommand.self),
                CommandNode(DevEventsCalendarCommand.self),
                CommandNode(DevEventsShowCommand.self),
                DevEventsFavCommand.node,
                CommandNode(DevEventsTagsCommand.self),
                CommandNode(DevEventsExportCommand.self),
                CommandNode(DevEventsOpenCommand.self),
            ] + QuickSearchProgram.supportNodes(for: "devevents")
        ),
        color: ColorChoice.devEventsOption,
        readsConfigFile: false,
        clockOverride: ClockOverride(
            variable: "DEVEVENTS_NOW",
            example: "2026-08-20T09:00:00+09:00 or 2026-08-20"
        )
    )

    /// Help and the version for the process's arguments, answered before anything starts
    /// (no task, thread, network or store); nil when `main` has the work to do.
    public static func answerAtOnce() -> Int32? {
        tool.program().answerProcessAtOnce()?.rawValue
    }

    /// Runs `devevents` as the process (its arguments, streams and environment); the exit status.
    public static func main() async -> Int32 {
        await tool.program().runProcess().rawValue
    }

    /// Runs `devevents` with `arguments` (without the program name) and returns the exit status;
    /// `seam`'s services stand in for the real ones.
    public static func run(_ arguments: [String], io: ProgramIO = .live(), seam: RuntimeSeam = .live) async -> Int32 {
        await tool.run(arguments, io: io, seam: seam).rawValue
    }
}
