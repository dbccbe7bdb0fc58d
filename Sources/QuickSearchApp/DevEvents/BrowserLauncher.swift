import CommandKit
import Foundation
import QuickSearchData

/// Opens a URL with the commands of `$BROWSER` (see `BrowserCommand`), tried in order until one
/// exits 0, else with the platform's opener (`xdg-open` on Linux, `open` on macOS). The
/// browser shares the terminal (standard input and output); its standard error is collected
/// and passed on, and when every command fails the error names each one's exit status and
/// last words on standard error.
struct BrowserLauncher {
    let environment: Environment
    /// Passes on one line the browser wrote on its standard error (already made one line).
    let passOn: (String) -> Void

    /// The program each command runs through (it looks the command up in `PATH`).
    var launcher = URL(fileURLWithPath: "/usr/bin/env")

    /// Most of the browser's standard error kept for messages.
    private static let collectedLimit = 16 * 1024

    /// A launcher passing the browser's messages on with `passOn`.
    init(environment: Environment, passOn: @escaping (String) -> Void) {
        self.environment = environment
        self.passOn = passOn
    }

    /// A launcher passing the browser's messages on to `messages`, a line each.
    init(environment: Environment, messages: any TextSink) {
        self.init(environment: environment) { messages.write("\($0)\n") }
    }

    func open(_ url: URL) throws {
        let fromVariable = environment.value("BROWSER").map(BrowserCommand.list) ?? []
        let commands = fromVariable.isEmpty ? [BrowserCommand(words: [Self.platformOpener])] : fromVariable
        var failures: [String] = []
        for command in commands {
            let arguments = command.arguments(for: url.absoluteString)
            let outcome = run(arguments)
            if let output = outcome.stderr, outcome.failure == nil {
                let lines = output.split(separator: "\n").map { TextSanitizer.singleLine(String($0)) }
                for line in lines where !line.isEmpty { passOn(line) }
            }
            guard let failure = outcome.failure else { return }
            let said = outcome.stderr.flatMap(Self.lastWords).map { ": \($0)" } ?? ""
            failures.append("'\(TextSanitizer.singleLine(arguments[0]))' \(failure)\(said)")
        }
        let source = fromVariable.isEmpty ? "" : " (from BROWSER)"
        throw CLIError(
            "could not open the link\(source): \(failures.joined(separator: "; ")); "
                + "set BROWSER to a browser command (a colon-separated list; %s stands for the URL)",
            exitCode: .configuration
        )
    }

    /// Runs one command; `failure` says how it failed, nil when it exited 0.
    private func run(_ arguments: [String]) -> (failure: String?, stderr: String?) {
        let capture = OutputCaptureFile(prefix: "devevents-browser")
        defer { capture?.remove() }
        let process = Process()
        process.executableURL = launcher
        process.arguments = arguments
        if let capture { process.standardError = capture.handle }
        do {
            try process.run()
        } catch {
            return ("could not be started (\(Self.systemReason(error)))", nil)
        }
        process.waitUntilExit()
        let said = capture?.read(limit: Self.collectedLimit)
        switch (process.terminationReason, process.terminationStatus) {
        case (.exit, 0): return (nil, said)
        case (.exit, 127): return ("was not found", nil)
        case (.exit, 126): return ("could not be run (not executable)", said)
        case (.exit, let status): return ("exited with status \(status)", said)
        case (_, let signal): return ("was killed by signal \(signal)", said)
        }
    }

    /// Why starting a process failed, in the system's words (`strerror` of the POSIX error
    /// number, e.g. "No such file or directory"), not Foundation's sentence about a file.
    static func systemReason(_ error: any Error) -> String {
        let error = error as NSError
        let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
        let posix = [error, underlying].compactMap { $0 }.first { $0.domain == NSPOSIXErrorDomain }
        if let posix, let code = Int32(exactly: posix.code) {
            return String(cString: strerror(code))
        }
        if error.domain == NSCocoaErrorDomain {
            switch CocoaError.Code(rawValue: error.code) {
            case .fileNoSuchFile, .fileReadNoSuchFile: return String(cString: strerror(ENOENT))
            case .fileReadNoPermission, .fileWriteNoPermission: return String(cString: strerror(EACCES))
            default: break
            }
        }
        return "system error \(error.domain) \(error.code)"
    }

    /// The last non-empty line of a browser's standard error, cleaned and shortened.
    private static func lastWords(_ text: String) -> String? {
        guard
            let line = text.split(separator: "\n").map({ TextSanitizer.singleLine(String($0)) }).last(where: {
                !$0.isEmpty
            })
        else {
            return nil
        }
        return line.count > 200 ? String(line.prefix(200)) + "…" : line
    }

    private static var platformOpener: String {
        #if os(macOS)
        "open"
        #else
        "xdg-open"
        #endif
    }
}
