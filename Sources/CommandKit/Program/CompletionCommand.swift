/// `PROGRAM completion bash|zsh|fish`: the program's completion script for that shell,
/// generated from its command tree, on standard output.
struct CompletionCommand: ParsableArguments {
    /// The shells a script is generated for.
    enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    @Argument("shell", help: "bash, zsh or fish.", completion: .words(Shell.allCases.map(\.rawValue)))
    var shell: String

    func validate() throws {
        guard Shell(rawValue: shell.lowercased()) != nil else {
            throw ValidationError("no completion for the shell '\(shell)'; choose one of: bash, zsh, fish")
        }
    }

    /// The command's declaration in the tree of `program`.
    static func about(for program: String) -> CommandAbout {
        CommandAbout(
            name: "completion",
            abstract: "Print the shell completion script for bash, zsh or fish.",
            discussion:
                "Completes subcommands, options, their values (choices, files, folders) and, from the local store only, saved place names and event ids. 'make install' puts the scripts where each shell looks; to try one: source <(\(program) completion bash), \(program) completion fish | source.",
            examples: ["\(program) completion bash", "\(program) completion zsh"]
        )
    }

    func report(_ invocation: Invocation) -> Report {
        let text = Self.script(for: invocation.root, shell: Shell(rawValue: shell.lowercased()) ?? .bash)
        return Report(output: ReportOutput(human: TextView(verbatim: text)))
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
