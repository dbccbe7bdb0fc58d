import Foundation
import MockAPI
import QuickSearchData
import TestSupport

@testable import CommandKit
@testable import QuickSearchApp

/// `qsearch` run in this process against a mock server of its own (serving its own images), in
/// a HOME of its own, on a pretend terminal: for what only a terminal shows (previews, the
/// progress line) and for pressing Ctrl-C at a chosen moment (`ProgramIO.interrupts`). The runs
/// prefer the tests' own thread (`TestThreadExecutor`), as the golden runs do.
final class InProcessQSearch: Sendable {
    /// What a run printed.
    struct Run: Sendable {
        var status: Int32
        var stdout: String
        var stderr: String

        var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
    }

    let server: MockServer
    let home: TemporaryDirectory

    init() throws {
        server = try MockCredentials.startServer(localMedia: true)
        home = try TemporaryDirectory(prefix: "qsearch-in-process")
    }

    deinit {
        server.stop()
    }

    /// HOME and the XDG folders in this world, every upstream at the mock, every key, a UTF-8
    /// locale, no colour, `columns` wide, and a time limit no run here reaches.
    func variables(columns: Int) -> [String: String] {
        var variables = MockCredentials.environment.merging([
            "HOME": home.path("home"),
            "XDG_DATA_HOME": home.path("data"),
            "XDG_CACHE_HOME": home.path("cache"),
            "XDG_STATE_HOME": home.path("state"),
            "LANG": "C.UTF-8",
            "TERM": "xterm-256color",
            "NO_COLOR": "1",
            "COLUMNS": String(columns),
            "QSEARCH_TIMEOUT": "600",
        ]) { $1 }
        for variable in UpstreamCatalog.qsearch.compactMap(\.baseURLVariable) {
            variables[variable] = server.baseURL
        }
        return variables
    }

    /// Runs `qsearch arguments`, standard output a terminal `columns` wide, standard error into
    /// `stderr`; `extra` is added to the environment, `seam`'s services replace the real ones.
    func run(
        _ arguments: [String],
        columns: Int = 120,
        extra: [String: String] = [:],
        stderrIsTerminal: Bool = false,
        stderr: TextBuffer = TextBuffer(),
        interrupts: any InterruptSource = PressableInterrupts(),
        seam: RuntimeSeam = .live
    ) async -> Run {
        let variables = variables(columns: columns).merging(extra) { $1 }
        let stdout = TextBuffer()
        let io = ProgramIO(
            variables: variables,
            stdout: stdout,
            stderr: stderr,
            terminal: TerminalCapabilities.detect(isTTY: true, environment: variables),
            stderrIsTerminal: stderrIsTerminal,
            interrupts: interrupts
        )
        let status = await withTaskExecutorPreference(TestThreadExecutor.shared) {
            await QSearchTool.run(arguments, io: io, seam: seam)
        }
        return Run(status: status, stdout: stdout.text, stderr: stderr.text)
    }
}
