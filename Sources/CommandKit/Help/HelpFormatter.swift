/// Renders `--help` text for a command: abstract, usage, arguments, commands, options, examples.
///
/// Output depends only on the request and `width`; the summary and the discussion are wrapped
/// to `width` columns, two-column sections are aligned and their help text is wrapped where
/// there is room.
public struct HelpFormatter: Sendable, Hashable {
    /// The line width to wrap to.
    public var width: Int

    /// A formatter wrapping at `width` columns (80 by default).
    public init(width: Int = 80) {
        self.width = width
    }

    /// The help text, ending in a newline.
    public func render(_ request: HelpRequest) -> String {
        let spec = request.spec
        let name = request.commandName
        var sections: [String] = []

        var intro = TextWrapping.wrap(spec.abstract, width: width).joined(separator: "\n")
        if let discussion = spec.discussion, !discussion.isEmpty {
            intro += "\n\n" + TextWrapping.wrap(discussion, width: width).joined(separator: "\n")
        }
        if !intro.isEmpty { sections.append(intro) }

        sections.append(section("USAGE", lines: usageLines(spec, name: name).map { "  " + $0 }))

        let argumentRows = spec.positionals.map { ($0.usageSyntax, $0.help) }
        let commandRows = spec.visibleSubcommands.map { ($0.withAliases($0.name), $0.abstract) }
        var optionRows = spec.options.map(optionRow)
        optionRows.append(("-h, --help", "Show help for this command."))
        if request.isRoot { optionRows.append(("    --version", "Show the version.")) }
        let inheritedRows = request.inheritedOptions.map(optionRow)
        let allRows = argumentRows + commandRows + optionRows + inheritedRows
        let leftWidth = min(leftColumnCap, allRows.map { DisplayWidth.of($0.0) }.max() ?? 0)

        if !argumentRows.isEmpty {
            sections.append(section("ARGUMENTS", lines: twoColumns(argumentRows, leftWidth: leftWidth)))
        }
        if !commandRows.isEmpty {
            sections.append(section("COMMANDS", lines: twoColumns(commandRows, leftWidth: leftWidth)))
        }
        sections.append(section("OPTIONS", lines: twoColumns(optionRows, leftWidth: leftWidth)))
        if !inheritedRows.isEmpty {
            sections.append(section("INHERITED OPTIONS", lines: twoColumns(inheritedRows, leftWidth: leftWidth)))
        }
        if !spec.examples.isEmpty {
            sections.append(section("EXAMPLES", lines: spec.examples.map { "  " + $0 }))
        }
        if !spec.subcommands.isEmpty {
            sections.append(
                section("LEARN MORE", lines: ["  Use '\(name) <command> --help' for more about a command."])
            )
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// The usage lines without indentation, e.g. `qsearch images [options] <query>...`; the
    /// command's aliases follow `name` in parentheses (`tool notes rm (remove) [options] <note>`).
    public func usageLines(_ spec: CommandSpec, name: String) -> [String] {
        let command = spec.withAliases(name)
        var lines: [String] = []
        if !spec.subcommands.isEmpty { lines.append("\(command) <command> [options]") }
        if !spec.positionals.isEmpty || spec.subcommands.isEmpty {
            let slots = spec.positionals.map(\.usageSyntax)
            lines.append(([command, "[options]"] + slots).joined(separator: " "))
        }
        return lines
    }

    private func section(_ title: String, lines: [String]) -> String {
        ([title] + lines).joined(separator: "\n")
    }

    private func optionRow(_ option: OptionSpec) -> (String, String) {
        var left = option.short.map { "-\($0), " } ?? "    "
        left += "--\(option.long)"
        if option.takesValue { left += " <\(option.valueName)>" }
        if option.kind == .commandLine { left += "..." }
        var help = option.help
        if let allowed = option.allowedValues, !allowed.isEmpty {
            help = sentence(help) + "One of: \(allowed.joined(separator: ", "))."
        }
        if option.kind == .repeatableValue {
            help = sentence(help) + "Can be repeated."
        }
        if option.kind == .commandLine {
            help = sentence(help) + OptionSpec.commandLineNote
        }
        let variable = option.environmentVariable.map { "env:\(glue)\($0)" }
        if let value = option.defaultValue {
            help = sentence(help) + "(default:\(glue)\(value)\(variable.map { "; \($0)" } ?? ""))"
        } else if let variable {
            help = sentence(help) + "(\(variable))"
        }
        return (left, help)
    }

    /// `text` followed by a space, with a full stop added if it does not end a sentence.
    private func sentence(_ text: String) -> String {
        guard let last = text.last else { return "" }
        return ".!?)".contains(last) ? text + " " : text + ". "
    }

    /// Joins two words that wrapping must keep on one line; printed as a space.
    private var glue: Character { TextWrapping.glue }

    /// The widest left column before help moves to the next line.
    private var leftColumnCap: Int { max(12, min(32, width / 3)) }

    /// Rows as `  left  help`, with help aligned at `leftWidth` and wrapped; a left part
    /// wider than that puts its help on the next line.
    private func twoColumns(_ rows: [(String, String)], leftWidth: Int) -> [String] {
        let indent = 2
        let gap = 2
        let helpColumn = indent + leftWidth + gap
        let helpWidth = max(20, width - helpColumn)
        let margin = String(repeating: " ", count: helpColumn)
        var lines: [String] = []
        for (left, help) in rows {
            let wrapped = TextWrapping.wrap(help, width: helpWidth)
            let lead = String(repeating: " ", count: indent) + left
            guard let first = wrapped.first, !first.isEmpty else {
                lines.append(lead)
                continue
            }
            if DisplayWidth.of(left) > leftWidth {
                lines.append(lead)
                lines.append(margin + first)
            } else {
                lines.append(TextTruncation.pad(lead, toWidth: helpColumn) + first)
            }
            lines += wrapped.dropFirst().map { margin + $0 }
        }
        return lines
    }
}
