import Foundation

/// What one run of a built executable produced.
struct ProcessResult: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs the package's built executables, as a user would, with a controlled environment.
enum ProcessRunner {
    /// The directory holding the built products (the test bundle sits beside them).
    static var productsDirectory: URL {
        if let override = ProcessInfo.processInfo.environment["QSEARCH_PRODUCTS_DIR"] {
            return URL(fileURLWithPath: override)
        }
        var url = Bundle.main.bundleURL
        while url.pathExtension == "xctest" || url.lastPathComponent.hasSuffix(".xctest") {
            url.deleteLastPathComponent()
        }
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("qsearch").path) {
            return url
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    /// `run` on a thread of its own, so waiting for the child does not hold a thread of the
    /// cooperative pool that other tests (and their mock servers' clients) need.
    static func runAsync(
        _ executable: String, _ arguments: [String], environment: [String: String], stdin: String? = nil
    ) async throws -> ProcessResult {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try run(executable, arguments, environment: environment, stdin: stdin) })
            }
        }
    }

    /// Runs `executable` with `arguments` and exactly `environment` (plus PATH), feeding `stdin`.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], stdin: String? = nil
    ) throws -> ProcessResult {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent(executable)
        process.arguments = arguments
        var env = environment
        env["PATH"] = env["PATH"] ?? "/usr/bin:/bin"
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin {
            input.fileHandleForWriting.write(Data(stdin.utf8))
        }
        try input.fileHandleForWriting.close()
        let outData = ReadAll(out.fileHandleForReading)
        let errData = ReadAll(err.fileHandleForReading)
        outData.start()
        errData.start()
        process.waitUntilExit()
        return ProcessResult(
            status: process.terminationStatus,
            stdout: String(decoding: outData.wait(), as: UTF8.self),
            stderr: String(decoding: errData.wait(), as: UTF8.self)
        )
    }
}

/// Drains a pipe on its own thread so a full pipe never blocks the child.
private final class ReadAll: @unchecked Sendable {
    private let handle: FileHandle
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        self.handle = handle
    }

    func start() {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
