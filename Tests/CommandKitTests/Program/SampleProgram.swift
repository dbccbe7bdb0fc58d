import Foundation
import Synchronization

@testable import CommandKit

/// A small program on the kit, knowing nothing of QuickSearch: its context counts what it was
/// asked, and its commands cover reports, failures, options and groups.
struct SampleContext: Sendable {
    let greeting: String
    let diagnostics: Diagnostics
    /// What happened in the run, in order (see `SaveCommand`).
    let events: EventLog
    /// How many reports `sample watch` was asked for.
    let rounds: Counter
}

/// A record of the sample's JSON output.
struct SampleRecord: FieldSelectable, Sendable {
    let name: String
    let size: Int

    enum FieldKey: String, CodingKey, CaseIterable {
        case name, size
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        try container.encode(name, forKey: .name)
        try container.encode(size, forKey: .size)
    }
}

/// The document of `sample list --json`.
struct SampleDocument: Encodable, Sendable {
    let items: [SampleRecord]
}

/// Rows as a table, with a note about them.
struct SampleView: HumanView {
    let records: [SampleRecord]

    func render(for terminal: TerminalCapabilities) -> HumanText {
        HumanText(lines: records.map { "\($0.name)\t\($0.size)" }, notes: ["\(records.count) items"])
    }
}

/// `sample list [NAME…] [--limit N] [--fail NAME…]`: lists names, failing for some.
struct ListCommand: Command {
    static let about = CommandAbout(name: "list", abstract: "List names.", records: .of(SampleRecord.self))

    @Option("limit", short: "n", help: "How many.", default: 3, range: 1...10, environment: "SAMPLE_LIMIT")
    var limit: Int
    @Option(repeating: "fail", help: "Fail for this name.")
    var failing: [String]
    @Flag("warn", help: "Warn twice.")
    var warns: Bool
    @Flag("progress", help: "Show a progress line, then fail.")
    var leavesProgress: Bool
    @OptionGroup var place: PlaceGroup
    @Argument("name", help: "Names.", required: false)
    var names: [String]

    func validate() throws {
        if names.contains("bad") { throw ValidationError("'bad' is not a name; choose another") }
    }

    func run(_ context: SampleContext) async throws -> Report {
        if leavesProgress {
            context.diagnostics.progress("working…")
            throw CLIError("stopped while working", exitCode: .temporaryFailure)
        }
        let kept = Array(names.prefix(limit)).filter { !failing.contains($0) }
        let records = kept.map { SampleRecord(name: "\(context.greeting) \($0)", size: $0.count) }
        let failures = names.prefix(limit).filter(failing.contains).map {
            ReportFailure(CLIError("no such name", exitCode: .unavailable), subject: FailureSubject($0, kind: .place))
        }
        return Report(
            output: ReportOutput(
                document: SampleDocument(items: records),
                records: records,
                human: SampleView(records: records)
            ),
            failures: failures,
            warnings: warns ? ["be careful", "be careful"] : [],
            notes: place.near.map { ["near \($0)"] } ?? []
        )
    }
}

/// An option group shared by commands.
struct PlaceGroup: ParsableArguments {
    @Option("near", help: "A place.")
    var near: String?

    func validate() throws {
        if near == "" { throw ValidationError("--near needs a place") }
    }
}

/// `sample things rm|ls`: a group whose children answer to the aliases table.
struct RemoveCommand: Command {
    static let about = CommandAbout(name: "rm", abstract: "Remove.")
    @Argument("name", help: "The name.") var name: String

    func run(_ context: SampleContext) async throws -> Report {
        Report(notes: ["removed \(name)"])
    }
}

/// `sample watch`: a first report, then `rounds - 1` more; options shape the rounds.
struct WatchCommand: Command {
    static let about = CommandAbout(name: "watch", abstract: "Report again.")
    @Option("rounds", help: "How many reports.", default: 2, range: 1...5) var rounds: Int
    @Flag("screen", help: "Draw the reports as screens with a status line.") var screen: Bool
    @Option("empty", help: "This round prints no lines.", default: 0, range: 0...5) var empty: Int
    @Option("fail", help: "This round fails for two places, and notes something.", default: 0, range: 0...5)
    var failing: Int
    @Flag("end", help: "End with a report that has nothing to show and exit 0.") var ends: Bool
    @Flag("progress", help: "Show a progress line before the first report.") var showsProgress: Bool

    func run(_ context: SampleContext) async throws -> Report {
        if showsProgress { context.diagnostics.progress("working…") }
        return report(1, context: context)
    }

    func report(_ round: Int, context: SampleContext) -> Report {
        context.rounds.count.withLock { $0 += 1 }
        let fails = round == failing
        let failure = CLIError("no such name", exitCode: .unavailable)
        let failures = ["a", "b"].map { ReportFailure(failure, subject: FailureSubject($0, kind: .place)) }
        return Report(
            output: ReportOutput(
                human: TextView(round == empty ? [] : ["round \(round)"], notes: fails ? ["view note"] : []),
                notes: fails ? ["output note"] : []
            ),
            failures: fails ? failures : [],
            notes: fails ? ["report note"] : [],
            screen: screen ? ReportScreen(status: "status \(round)") : nil
        ) {
            if round < rounds { return report(round + 1, context: context) }
            return ends ? Report(status: .success) : nil
        }
    }
}

/// `sample save NAME [--copy-fails]`: prints NAME, and keeps it only once the output was
/// delivered; with `--copy-fails`, the copy it was asked for fails the command, NAME printed.
struct SaveCommand: Command {
    static let about = CommandAbout(name: "save", abstract: "Print a name, then keep it.")
    @Argument("name", help: "The name.") var name: String
    @Flag("copy-fails", help: "Fail to write the copy.") var copyFails: Bool

    func run(_ context: SampleContext) async throws -> Report {
        let (name, events) = (name, context.events)
        let copy = CLIError("could not write the copy", exitCode: .storage)
        return Report(
            output: ReportOutput(human: TextView([name])),
            failures: copyFails ? [ReportFailure(copy, failsCommand: true)] : [],
            afterDelivery: {
                events.append("kept \(name)")
                return ["kept \(name) after the output"]
            }
        )
    }
}

extension FailureSubject.Kind {
    static let place = FailureSubject.Kind(singular: "place", plural: "places")
}

/// The sample program and a counter of how often its settings file was read.
enum SampleProgram {
    static func make(
        settings: [String: String] = [:],
        reads: Counter = Counter(),
        events: EventLog = EventLog(),
        rounds: Counter = Counter()
    ) -> CommandProgram<SampleContext> {
        let root = CommandNode<SampleContext>(
            group: CommandAbout(name: "sample", abstract: "A sample program."),
            children: [
                CommandNode(ListCommand.self),
                CommandNode(
                    group: CommandAbout(name: "things", abstract: "Things."),
                    children: [CommandNode(RemoveCommand.self)]
                ),
                CommandNode(WatchCommand.self),
                CommandNode(SaveCommand.self),
                CommandNode(
                    group: CommandAbout(name: "images", abstract: "Images."),
                    children: [CommandNode(RemoveCommand.self)]
                ),
                .completion(program: "sample"),
            ]
        )
        return CommandProgram(
            root: root,
            version: "1.0",
            color: ColorChoice.option(environment: nil),
            host: ProgramHost(
                makeContext: {
                    SampleContext(greeting: "hi", diagnostics: $0.diagnostics, events: events, rounds: rounds)
                },
                describe: { _ in nil },
                settings: { _ in
                    reads.count.withLock { $0 += 1 }
                    return settings
                },
                json: JSONOutput(timeZone: TimeZone(secondsFromGMT: 0) ?? .gmt)
            )
        )
    }

    /// Runs the sample with `arguments`: its status, standard output and standard error.
    static func run(
        _ arguments: [String],
        terminal: TerminalCapabilities = TerminalCapabilities(isTTY: false, colorEnabled: false, width: 80),
        stderrIsTerminal: Bool = false,
        variables: [String: String] = [:],
        program: CommandProgram<SampleContext> = make()
    ) async -> (status: Int32, stdout: String, stderr: String) {
        await program.runCapturing(
            arguments,
            terminal: terminal,
            stderrIsTerminal: stderrIsTerminal,
            variables: variables
        )
    }
}

/// What happened, in order, across tasks; as a sink, what was written to it is an event too.
final class EventLog: TextSink, Sendable {
    private let events = Mutex<[String]>([])
    private let failure: WriteFailure?

    /// A log whose writes fail with `failure` (`ENOSPC`: a full disk), or succeed when nil.
    init(failing failure: WriteFailure? = nil) {
        self.failure = failure
    }

    var entries: [String] { events.withLock { $0 } }

    func append(_ event: String) {
        events.withLock { $0.append(event) }
    }

    func write(_ text: String) {
        append("wrote \(text)")
    }

    var writeFailure: WriteFailure? {
        events.withLock { $0.isEmpty ? nil : failure }
    }
}

/// How often something happened, across tasks.
final class Counter: Sendable {
    let count = Mutex(0)

    var value: Int { count.withLock { $0 } }
}
