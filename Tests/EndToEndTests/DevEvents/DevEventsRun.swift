import Foundation
import Testing

/// What one run of the built `devevents` produced.
struct DevEventsRun: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String

    /// Runs `devevents` on a thread of its own (waiting for the child must not hold a thread of
    /// the cooperative pool that other tests and their mock servers need).
    static func launch(_ arguments: [String], environment: [String: String]) async throws -> DevEventsRun {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(
                    with: Result {
                        let result = try ProcessRunner.run("devevents", arguments, environment: environment)
                        return DevEventsRun(status: result.status, stdout: result.stdout, stderr: result.stderr)
                    }
                )
            }
        }
    }

    /// Standard error's non-empty lines.
    var errorLines: [String] {
        stderr.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    /// Standard output's non-empty lines.
    var outputLines: [String] {
        stdout.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    /// A one-line summary for failure messages.
    var summary: Comment {
        "exit \(status); stderr: \(stderr.prefix(600)); stdout: \(stdout.prefix(300))"
    }

    /// Standard output as a JSON object.
    func object() throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any] else {
            throw DevEventsShapeError("stdout is not a JSON object")
        }
        return object
    }

    /// Standard output decoded as `type`.
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try JSONDecoder().decode(type, from: Data(stdout.utf8))
    }

    /// Standard output as JSON Lines, each line decoded as `type`.
    func decodeLines<Value: Decodable>(_ type: Value.Type) throws -> [Value] {
        try outputLines.map { try JSONDecoder().decode(type, from: Data($0.utf8)) }
    }
}

/// Output that does not have the documented shape.
struct DevEventsShapeError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
