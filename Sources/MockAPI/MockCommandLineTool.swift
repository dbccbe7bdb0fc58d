import Foundation

/// The `mock-api` executable: parse, serve, stop on SIGINT or SIGTERM.
public enum MockCommandLineTool {
    /// Exit status for bad command-line usage.
    public static let usageExitCode: Int32 = 64

    /// Runs the tool with `arguments` (without the program name) and returns the exit status.
    public static func run(arguments: [String]) -> Int32 {
        let command: MockCommand
        do {
            command = try MockCommand.parse(arguments)
        } catch {
            write("mock-api: \(error.message)\n", to: .standardError)
            return usageExitCode
        }
        switch command {
        case .help:
            write(MockCommand.usage + "\n", to: .standardOutput)
            return 0
        case .serve(let port, let configuration):
            var signals = sigset_t()
            sigemptyset(&signals)
            sigaddset(&signals, SIGINT)
            sigaddset(&signals, SIGTERM)
            pthread_sigmask(SIG_BLOCK, &signals, nil)
            let server: MockServer
            do {
                server = try MockServer.start(configuration, port: port)
            } catch {
                write("mock-api: \(error.description)\n", to: .standardError)
                return 1
            }
            write("listening \(server.baseURL)\n", to: .standardOutput)
            var received: Int32 = 0
            sigwait(&signals, &received)
            server.stop()
            return 0
        }
    }

    private static func write(_ text: String, to handle: FileHandle) {
        handle.write(Data(text.utf8))
    }
}
