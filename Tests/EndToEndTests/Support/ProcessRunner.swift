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
        _ executable: String,
        _ arguments: [String],
        environment: [String: String]
    ) async throws -> ProcessResult {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try run(executable, arguments, environment: environment) })
            }
        }
    }

    /// Runs the built `executable` with `arguments` and exactly `environment` (plus PATH), stdin empty.
    static func run(
        _ executable: String,
        _ arguments: [String],
        environment: [String: String]
    ) throws -> ProcessResult {
        try runSystem(productsDirectory.appendingPathComponent(executable).path, arguments, environment: environment)
    }

    /// Runs the program at `path` with `arguments` and exactly `environment` (plus PATH), stdin empty.
    static func runSystem(
        _ path: String,
        _ arguments: [String],
        environment: [String: String]
    ) throws -> ProcessResult {
        var env = environment
        env["PATH"] = env["PATH"] ?? "/usr/bin:/bin"
        #if os(Linux)
        let result = try SpawnedProcess.run(path, arguments, environment: env)
        return ProcessResult(
            status: result.status,
            stdout: String(decoding: result.stdout, as: UTF8.self),
            stderr: String(decoding: result.stderr, as: UTF8.self)
        )
        #else
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessResult(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self)
        )
        #endif
    }
}
