/// A program: its command tree, declared once, and how it builds each run's context. The kit
/// parses the command line, prepares and runs the command, prints its report in the form asked
/// for, writes its failures, and turns the outcome into the exit status.
public struct CommandProgram<Context: Sendable>: Sendable {
    /// The root node, named after the program.
    public var root: CommandNode<Context>
    public var version: String
    /// The global `--color` option, if the program has one (declared on the root).
    public var color: Option<ColorChoice>?
    /// How the program takes part in a run.
    public var host: ProgramHost<Context>

    public init(root: CommandNode<Context>, version: String, color: Option<ColorChoice>?, host: ProgramHost<Context>) {
        self.root = root
        self.version = version
        self.color = color
        self.host = host
    }

    /// The whole command tree as data.
    public var spec: CommandSpec { root.spec }

    /// Parses `arguments` (without the program name), runs the command, and prints what it
    /// reports. Never throws: every outcome is an exit status. No arguments at all, or
    /// `help [COMMAND…]`, print help.
    ///
    /// A failed write to standard output wins over the command's own outcome: one error line
    /// and exit 74, except a broken pipe (the reader stopped, as `head` does), which ends quietly
    /// with the command's own status. Follow-up reports are not asked for once a write failed.
    /// The reports' `afterDelivery` work runs last, and only when standard output did not fail
    /// (a broken pipe aside).
    public func run(_ arguments: [String], io: ProgramIO) async -> ExitCode {
        let diagnostics = Diagnostics(program: spec.name, io: io)
        let screens = ScreenSession(stdout: io.stdout)
        var afterDelivery: [@Sendable () async -> [String]] = []
        let code = await runCommand(
            arguments,
            io: io,
            diagnostics: diagnostics,
            screens: screens,
            afterDelivery: &afterDelivery
        )
        screens.end()
        diagnostics.finish()
        io.stdout.finish()
        if let failure = io.stdout.writeFailure, !failure.isBrokenPipe {
            diagnostics.error("cannot write to standard output: \(failure.reason); \(failure.advice)")
            return .storage
        }
        for work in afterDelivery {
            for warning in await work() { diagnostics.warning(warning) }
        }
        return code
    }

    /// Help and the version, answered at once (no task, thread, network or store): the exit
    /// status, or nil when `arguments` ask for anything else, which `run` then does. A failed
    /// write to standard output is exit 74, as in `run`.
    public func answerAtOnce(_ arguments: [String], io: ProgramIO) -> ExitCode? {
        guard let text = immediateAnswer(to: arguments, io: io) else { return nil }
        let diagnostics = Diagnostics(program: spec.name, io: io)
        io.stdout.write(text)
        diagnostics.finish()
        io.stdout.finish()
        if let failure = io.stdout.writeFailure, !failure.isBrokenPipe {
            diagnostics.error("cannot write to standard output: \(failure.reason); \(failure.advice)")
            return .storage
        }
        return .success
    }

    /// The help or version text `arguments` ask for; nil for anything else, a bad command line
    /// included (`run` words its error).
    private func immediateAnswer(to arguments: [String], io: ProgramIO) -> String? {
        let formatter = HelpFormatter(width: min(io.terminal.width, 100))
        if let request = try? HelpRequest.asked(by: arguments, in: spec) {
            return formatter.render(request)
        }
        switch try? ArgumentParser.parse(arguments, spec: spec) {
        case .help(let request): return formatter.render(request)
        case .version: return "\(spec.name) \(version)\n"
        case .run, nil: return nil
        }
    }

    private func runCommand(
        _ arguments: [String],
        io: ProgramIO,
        diagnostics: Diagnostics,
        screens: ScreenSession,
        afterDelivery: inout [@Sendable () async -> [String]]
    ) async -> ExitCode {
        let describer = ErrorDescriber(host.describe)
        do {
            if let request = try HelpRequest.asked(by: arguments, in: spec) {
                io.stdout.write(HelpFormatter(width: min(io.terminal.width, 100)).render(request))
                return .success
            }
            switch try ArgumentParser.parse(arguments, spec: spec) {
            case .help(let request):
                io.stdout.write(HelpFormatter(width: min(io.terminal.width, 100)).render(request))
                return .success
            case .version:
                io.stdout.write("\(spec.name) \(version)\n")
                return .success
            case .run(let parsed):
                do {
                    return try await run(
                        parsed,
                        io: io,
                        diagnostics: diagnostics,
                        screens: screens,
                        describer: describer,
                        afterDelivery: &afterDelivery
                    )
                } catch let error as ValidationError {
                    throw error.usageError(for: parsed)
                }
            }
        } catch let request as FieldListRequest {
            io.stdout.write(request.listing)
            return .success
        } catch {
            if let failure = io.stdout.writeFailure, !failure.isBrokenPipe { return .storage }
            let description = describer.describe(error)
            diagnostics.error(description)
            return description.exitCode
        }
    }

    /// Prepares and runs the command `parsed` selects, prints its report, and returns its status.
    private func run(
        _ parsed: ParsedCommand,
        io: ProgramIO,
        diagnostics: Diagnostics,
        screens: ScreenSession,
        describer: ErrorDescriber,
        afterDelivery: inout [@Sendable () async -> [String]]
    ) async throws -> ExitCode {
        var parsed = parsed
        guard let node = root.node(at: parsed.subcommandPath), let prepare = node.prepare else {
            throw parsed.usageError("'\(parsed.commandName)' needs a subcommand", kind: .missingSubcommand)
        }
        let variables = io.variables
        var settings: (@Sendable () throws -> [String: String])?
        if node.readsSettingsFile, let load = host.settings {
            settings = { try load(variables) }
        }
        parsed.environment = OptionVariables(variables, settings: settings, settingsLabel: host.settingsLabel)
        var io = io
        let choice = try color.map { try ColorChoice.chosen(parsed, option: $0) } ?? .auto
        io.terminal = choice.applied(to: io.terminal)
        let invocation = Invocation(
            parsed: parsed,
            io: io,
            diagnostics: diagnostics,
            outputFormat: try OutputFormat(parsed),
            color: choice,
            root: spec,
            version: version
        )
        let context = try host.makeContext(invocation)
        let command = try prepare(invocation, context)
        let printer = ReportPrinter(
            stdout: io.stdout,
            terminal: io.terminal,
            diagnostics: diagnostics,
            form: invocation.outputFormat,
            fields: try command.records.flatMap { try FieldSelection.parse(parsed, for: $0) },
            json: host.json,
            screens: screens
        )
        let code = try await deliver(
            try await command.run(context),
            printer: printer,
            describer: describer,
            afterDelivery: &afterDelivery
        )
        await host.finish?(context)
        return code
    }

    /// Prints `report` and those that follow it (`--watch`), keeping each one's `afterDelivery`
    /// work for the end of the run, and returns the last one's status. On a terminal, a first
    /// report with a `screen` makes every report of the run a screen.
    private func deliver(
        _ report: Report,
        printer: ReportPrinter,
        describer: ErrorDescriber,
        afterDelivery: inout [@Sendable () async -> [String]]
    ) async throws -> ExitCode {
        var report = report
        let drawsScreens = report.screen != nil && printer.terminal.isTTY
        if drawsScreens { printer.screens.begin() }
        var (isFollowUp, afterLines) = (false, false)
        while true {
            report.warnings.forEach(printer.diagnostics.warning)
            let described: [ErrorDescription]
            if drawsScreens {
                described = try printer.drawScreen(report, describer: describer)
            } else {
                described = printer.diagnostics.failures(report.failures, describer: describer)
                if let output = report.output {
                    let printedLines = try printer.print(output, isFollowUp: isFollowUp, afterLines: afterLines)
                    afterLines = afterLines || printedLines
                }
                report.notes.forEach(printer.diagnostics.note)
            }
            if let work = report.afterDelivery { afterDelivery.append(work) }
            isFollowUp = true
            let code = report.exitStatus(failureCodes: described.map(\.exitCode))
            guard printer.stdout.writeFailure == nil, let next = report.next, let following = try await next() else {
                return code
            }
            report = following
        }
    }
}

/// How a program takes part in each run: it builds the run's context, describes its own
/// errors, reads its settings file, and tidies up after the output is written.
public struct ProgramHost<Context: Sendable>: Sendable {
    /// The run's context (the program's runtime), made once the command line is parsed.
    public var makeContext: @Sendable (Invocation) throws -> Context
    /// The program's own errors as messages and exit statuses; nil for others.
    public var describe: @Sendable (any Error) -> ErrorDescription?
    /// The settings file's variables, given the environment; nil when the program has none.
    public var settings: (@Sendable ([String: String]) throws -> [String: String])?
    /// How messages point at the settings file.
    public var settingsLabel: String
    /// Runs after the report is printed (cache upkeep), never before.
    public var finish: (@Sendable (Context) async -> Void)?
    /// The program's JSON style.
    public var json: JSONOutput

    public init(
        makeContext: @escaping @Sendable (Invocation) throws -> Context,
        describe: @escaping @Sendable (any Error) -> ErrorDescription?,
        settings: (@Sendable ([String: String]) throws -> [String: String])? = nil,
        settingsLabel: String = "the settings file",
        finish: (@Sendable (Context) async -> Void)? = nil,
        json: JSONOutput
    ) {
        self.makeContext = makeContext
        self.describe = describe
        self.settings = settings
        self.settingsLabel = settingsLabel
        self.finish = finish
        self.json = json
    }
}
