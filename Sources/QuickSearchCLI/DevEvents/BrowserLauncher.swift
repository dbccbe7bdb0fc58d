import Foundation
import QuickSearchData

/// Opens a URL with `$BROWSER` (first word the program, the URL appended), else the platform's
/// opener (`xdg-open` on Linux, `open` on macOS). The URL is passed as one argument, never
/// through a shell.
struct BrowserLauncher {
    let environment: Environment

    func open(_ url: URL) throws {
        let command = environment.value("BROWSER").map { $0.split(separator: " ").map(String.init) }
            ?? [Self.platformOpener]
        guard let program = command.first else { throw failure(nil) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + command.dropFirst() + [url.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            throw failure(program)
        }
        guard process.terminationStatus == 0 else { throw failure(program) }
    }

    private static var platformOpener: String {
        #if os(macOS)
        "open"
        #else
        "xdg-open"
        #endif
    }

    private func failure(_ program: String?) -> CLIError {
        CLIError("could not open a browser\(program.map { " with '\($0)'" } ?? ""); set BROWSER to your browser command", exitCode: .configuration)
    }
}
