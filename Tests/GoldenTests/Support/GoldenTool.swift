import CommandKit
import Foundation
import QuickSearchData

@testable import QuickSearchApp

/// The two programs whose output the golden files keep.
enum GoldenTool: String, Sendable, CaseIterable {
    case qsearch
    case devevents

    /// The program's whole command tree, as its help, completions and manual page see it.
    var spec: CommandSpec {
        switch self {
        case .qsearch: QSearchTool.tool.spec
        case .devevents: DevEventsTool.tool.spec
        }
    }

    /// The instant the program's clock shows in a golden world (the same as its `…_NOW`).
    var now: Date {
        ISO8601DateFormatter().date(from: self == .qsearch ? GoldenWorld.now : GoldenWorld.eventsNow)!
    }

    /// Runs the program in this process, as `main` would, on `context`.
    func run(_ arguments: [String], io: ProgramIO) async -> Int32 {
        switch self {
        case .qsearch: await QSearchTool.run(arguments, io: io)
        case .devevents: await DevEventsTool.run(arguments, io: io)
        }
    }
}

/// What one run printed, with the world's folder and the mock's address normalised.
struct GoldenOutput: Sendable {
    /// The line that sets standard error apart in a golden file.
    static let standardErrorMarker = "--- standard error ---\n"

    var status: Int32
    var stdout: String
    var stderr: String

    /// What a golden file holds: standard output byte for byte, then, when the run wrote to
    /// standard error (`doctor`'s summary), the marker line and that.
    var transcript: String {
        guard !stderr.isEmpty else { return stdout }
        let separator = stdout.isEmpty || stdout.utf8.last == UInt8(ascii: "\n") ? "" : "\n"
        return stdout + separator + Self.standardErrorMarker + stderr
    }
}

extension GoldenWorld {
    /// Runs `tool` with `arguments` in this world, as it runs on a terminal `columns` wide
    /// (standard output a terminal, standard error not, so no progress line), with colour off
    /// through `NO_COLOR` unless `colour`; `now` replaces `QSEARCH_NOW` for this run.
    func run(
        _ tool: GoldenTool,
        _ arguments: [String],
        columns: Int = 80,
        colour: Bool = false,
        now: String? = nil
    ) async -> GoldenOutput {
        var variables = environment(columns: columns, colour: colour)
        var clock = tool.now
        if let now {
            variables["QSEARCH_NOW"] = now
            clock = ISO8601DateFormatter().date(from: now)!
        }
        let stdout = TextBuffer()
        let stderr = TextBuffer()
        let io = ProgramIO(
            variables: variables,
            stdout: stdout,
            stderr: stderr,
            terminal: TerminalCapabilities.detect(isTTY: true, environment: variables),
            stderrIsTerminal: false,
            now: { [clock] in clock }
        )
        let status = await tool.run(arguments, io: io)
        return GoldenOutput(status: status, stdout: normalised(stdout.text), stderr: normalised(stderr.text))
    }
}
