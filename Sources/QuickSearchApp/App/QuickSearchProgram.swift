import CommandKit
import QuickSearchData
import QuickSearchDomain

/// A QuickSearch program (`qsearch` or `devevents`) on the kit: its tree, its runtime, and the
/// one description of its errors.
struct QuickSearchProgram: Sendable {
    let root: CommandNode<Runtime>
    let color: Option<ColorChoice>
    /// Whether options' variables may come from the config file (`qsearch config`).
    let readsConfigFile: Bool
    /// The variable that fixes the clock of every command, if the program has one.
    let clockOverride: ClockOverride?

    init(
        root: CommandNode<Runtime>,
        color: Option<ColorChoice>,
        readsConfigFile: Bool,
        clockOverride: ClockOverride? = nil
    ) {
        self.root = root
        self.color = color
        self.readsConfigFile = readsConfigFile
        self.clockOverride = clockOverride
    }

    /// The whole command tree as data.
    var spec: CommandSpec { root.spec }

    /// The program on the kit, its runtime built with `seam`'s services in place of the real ones.
    func program(seam: RuntimeSeam = .live) -> CommandProgram<Runtime> {
        let clockOverride = clockOverride
        let host = ProgramHost<Runtime>(
            makeContext: { invocation in try Runtime(invocation, clockOverride: clockOverride, seam: seam) },
            describe: { error in AppErrors.describe(error) },
            settings: readsConfigFile ? Self.configFileVariables : nil,
            settingsLabel: "the config file, 'qsearch config path'",
            finish: { runtime in runtime.services.upkeep() },
            json: .korea
        )
        return CommandProgram(root: root, version: QuickSearchVersion.current, color: color, host: host)
    }

    /// Runs the program with `arguments` (without its name) in `io`, with `seam`'s services in
    /// place of the real ones.
    func run(_ arguments: [String], io: ProgramIO, seam: RuntimeSeam = .live) async -> ExitCode {
        await program(seam: seam).run(arguments, io: io)
    }

    /// The environment with the config file's settings under it.
    @Sendable private static func configFileVariables(_ variables: [String: String]) throws -> [String: String] {
        try ConfigFile.merged(into: Environment(variables)).variables
    }

    /// The program called `name` (`qsearch` or `devevents`).
    static func named(_ name: String) -> QuickSearchProgram? {
        [QSearchTool.tool, DevEventsTool.tool].first { $0.spec.name == name }
    }

    /// What both tools offer besides their own commands: `doctor`, `completion`, and the hidden
    /// `__complete` and `manual` that the completion scripts and `make install` use. None of them
    /// fails on a bad config file: `doctor` reports it as a check, the others never need it.
    static func supportNodes(for program: String) -> [CommandNode<Runtime>] {
        [
            DoctorCommand.node(for: program),
            .completion(program: program),
            CommandNode(StoredValuesCommand.self, readsSettingsFile: false),
            .manual(facts: program == "devevents" ? .devevents : .qsearch),
        ]
    }
}

extension JSONOutput {
    /// Times in Korea Standard Time, as every upstream dates them.
    static let korea = JSONOutput(fixedOffsetSeconds: KoreaTime.offsetSeconds)
}

extension ColorChoice {
    /// The global option of `qsearch`, whose default `QSEARCH_COLOR` (or `qsearch config set color`) may set.
    static let qsearchOption = option(environment: "QSEARCH_COLOR")
    /// The global option of `devevents`.
    static let devEventsOption = option(environment: nil)
}
