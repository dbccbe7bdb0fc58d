import Foundation

/// `PROGRAM manual` (hidden): the program's manual page in roff on standard output, for
/// `make install` (and `PROGRAM manual | man -l -`).
struct ManualCommand: ParsableArguments {
    static let about = CommandAbout(
        name: "manual",
        abstract: "Print the manual page (roff) of the tool, for 'make install' or 'man -l -'.",
        isHidden: true
    )

    func report(_ invocation: Invocation, facts: ManualFacts) -> Report {
        let page = ManualPage(
            root: invocation.root,
            version: invocation.version,
            facts: facts,
            date: Self.date(environment: invocation.io.variables, now: invocation.io.now())
        )
        return Report(output: ReportOutput(human: TextView(verbatim: page.text)))
    }

    /// `SOURCE_DATE_EPOCH` (for reproducible builds) when set, else `now`, as `YYYY-MM-DD` in UTC.
    static func date(environment: [String: String], now: Date) -> String {
        let seconds = environment["SOURCE_DATE_EPOCH"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        let day = seconds.map { Date(timeIntervalSince1970: Double($0)) } ?? now
        let format = Date.ISO8601FormatStyle(timeZone: TimeZone(secondsFromGMT: 0) ?? .gmt).year().month().day()
        return day.formatted(format)
    }
}

extension CommandNode {
    /// `completion bash|zsh|fish`: the program's completion scripts, from its tree.
    public static func completion(program: String) -> CommandNode {
        builtIn(CompletionCommand.about(for: program), CompletionCommand.self) { command, invocation in
            command.report(invocation)
        }
    }

    /// `manual` (hidden): the program's manual page, with what `facts` adds to the tree.
    public static func manual(facts: ManualFacts) -> CommandNode {
        builtIn(ManualCommand.about, ManualCommand.self) { command, invocation in
            command.report(invocation, facts: facts)
        }
    }

    /// A node the kit runs itself from the invocation, whatever the program's context; it never
    /// reads the settings file.
    static func builtIn<C: ParsableArguments>(
        _ about: CommandAbout,
        _ type: C.Type,
        report: @escaping @Sendable (C, Invocation) -> Report
    ) -> CommandNode {
        var spec = CommandDeclarations.spec(of: type, about: about)
        spec.isHidden = about.isHidden
        return CommandNode(spec, readsSettingsFile: false) { invocation, _ in
            let command = try CommandDeclarations.command(C.self, from: invocation.parsed)
            return PreparedCommand(records: nil) { _ in report(command, invocation) }
        }
    }
}
