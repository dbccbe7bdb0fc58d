import Foundation

/// `qsearch completion bash|zsh|fish` (and `devevents completion …`): the tool's completion
/// script for that shell, generated from its command tree, on standard output.
struct CompletionCommand: RunnableCommand {
    /// The shells a script is generated for.
    enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    let shell: Shell
    let program: String

    static let shellArgument = Argument<String>("shell", help: "bash, zsh or fish.")
        .completing(.words(Shell.allCases.map(\.rawValue)))

    /// The command's declaration in the tree of `program`.
    static func spec(for program: String) -> CommandSpec {
        CommandSpec(
            name: "completion",
            abstract: "Print the shell completion script for bash, zsh or fish.",
            discussion:
                "Completes subcommands, options, their values (choices, files, folders) and, from the local store only, saved place names and event ids. 'make install' puts the scripts where each shell looks; to try one: source <(\(program) completion bash), \(program) completion fish | source.",
            examples: ["\(program) completion bash", "\(program) completion zsh"],
            positionals: [shellArgument]
        )
    }

    init(_ parsed: ParsedCommand, context: CommandContext) throws {
        let name = parsed[Self.shellArgument]
        guard let shell = Shell(rawValue: name.lowercased()) else {
            throw parsed.usageError("no completion for the shell '\(name)'; choose one of: bash, zsh, fish")
        }
        self.shell = shell
        program = parsed.programName
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        guard let tool = CommandLineTool.named(program) else { return .failure }
        context.stdout.write(Self.script(for: tool.spec, shell: shell))
        return .success
    }

    /// The completion script of the tool declared by `root` for `shell`.
    static func script(for root: CommandSpec, shell: Shell) -> String {
        switch shell {
        case .bash: BashCompletionScript(root: root).text
        case .zsh: ZshCompletionScript(root: root).text
        case .fish: FishCompletionScript(root: root).text
        }
    }
}

extension CommandLineTool {
    /// The program called `name` (`qsearch` or `devevents`), for the commands that describe their own tool.
    static func named(_ name: String) -> CommandLineTool? {
        [QSearchTool.tool, DevEventsTool.tool].first { $0.spec.name == name }
    }

    /// What both tools offer besides their own commands: `doctor`, `completion`, and the hidden
    /// `__complete` and `manual` that the completion scripts and `make install` use. None of them
    /// fails on a bad config file: `doctor` reports it as a check, the others never need it.
    static func supportNodes(for program: String) -> [CommandNode] {
        [
            CommandNode(DoctorCommand.spec(for: program), runs: DoctorCommand.self, readsConfigFile: false),
            CommandNode(CompletionCommand.spec(for: program), runs: CompletionCommand.self, readsConfigFile: false),
            CommandNode(StoredValuesCommand.spec, runs: StoredValuesCommand.self, readsConfigFile: false),
            CommandNode(ManualCommand.spec, runs: ManualCommand.self, readsConfigFile: false),
        ]
    }
}
