import CommandKit

/// Every golden case, declared in one place: the help of every command, the completion scripts
/// and the manual pages, grouped in scenes.
enum GoldenCatalog {
    /// The widths help is kept at: the usual terminal, and a narrow one that pins the wrapping.
    static let helpWidths = [80, 40]

    /// `--help` of every command that help, completions and manual pages show (hidden ones
    /// left out), walked from each program's tree, at every help width: a scene per program.
    static let help: [GoldenScene] = GoldenTool.allCases.map { tool in
        let cases = commandPaths(tool.spec).flatMap { path in
            helpWidths.map { columns in
                GoldenCase(
                    file: "help/\(([tool.rawValue] + path).joined(separator: "-")).\(columns).txt",
                    tool: tool,
                    arguments: path + ["--help"],
                    columns: columns
                )
            }
        }
        return GoldenScene(name: "\(tool.rawValue) --help", tool: tool, cases: cases)
    }

    /// The paths of `spec`'s visible commands, itself (the empty path) first, depth first.
    static func commandPaths(_ spec: CommandSpec) -> [[String]] {
        [[]]
            + spec.subcommands.filter { !$0.isHidden }.flatMap { child in
                commandPaths(child).map { [child.name] + $0 }
            }
    }

    /// Each program's bash, zsh and fish completion scripts and its manual page (dated by
    /// `SOURCE_DATE_EPOCH`).
    static let scripts: [GoldenScene] = GoldenTool.allCases.map { tool in
        let completions = ["bash", "zsh", "fish"].map { shell in
            GoldenCase(
                file: "completion/\(tool.rawValue).\(shell)",
                tool: tool,
                arguments: ["completion", shell],
                columns: 80
            )
        }
        let manual = GoldenCase(file: "manual/\(tool.rawValue).1", tool: tool, arguments: ["manual"], columns: 80)
        return GoldenScene(name: "\(tool.rawValue) completion and manual", tool: tool, cases: completions + [manual])
    }

    /// Every golden case.
    static var all: [GoldenCase] { (help + scripts).flatMap(\.cases) }
}
