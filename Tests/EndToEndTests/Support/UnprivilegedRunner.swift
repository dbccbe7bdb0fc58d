import Foundation

#if os(Linux)
import Glibc

/// Runs a built executable as an unprivileged user (uid and gid 65534, no supplementary
/// groups) through `setpriv`, so that permission bits stop it as they stop any user.
///
/// `ReadOnlyPath` makes a folder read-only for root with `chattr +i`, but then the kernel
/// answers `EPERM` where a user meets `EACCES`, and SQLite reports the two differently
/// (`SQLITE_CANTOPEN` against `SQLITE_READONLY_DIRECTORY`); only a real user sees the second.
enum UnprivilegedRunner {
    static let uid: uid_t = 65534
    static let gid: gid_t = 65534
    private static let setpriv = "/usr/bin/setpriv"

    /// True when the tests run as root, `setpriv` exists and the unprivileged user can run the
    /// built executables (their folders must be open to everyone).
    static let isAvailable: Bool = {
        guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: setpriv) else { return false }
        let probe = ProcessRunner.productsDirectory.appendingPathComponent("qsearch").path
        let result = try? SpawnedProcess.run(
            setpriv,
            arguments(["/usr/bin/test", "-x", probe]),
            environment: ["PATH": "/usr/bin:/bin"]
        )
        return result?.status == 0
    }()

    /// Gives `path` to the unprivileged user.
    static func handOver(_ path: String) throws {
        guard chown(path, uid, gid) == 0 else {
            throw SpawnedProcess.Failure(description: "chown \(path): errno \(errno)")
        }
    }

    /// Runs the built `executable` as the unprivileged user with exactly `environment` (plus
    /// PATH), on a thread of its own.
    static func run(
        _ executable: String,
        _ arguments: [String],
        environment: [String: String]
    ) async throws -> ProcessResult {
        var environment = environment
        environment["PATH"] = environment["PATH"] ?? "/usr/bin:/bin"
        let path = ProcessRunner.productsDirectory.appendingPathComponent(executable).path
        let command = Self.arguments([path] + arguments)
        return try await withCheckedThrowingContinuation { [environment] continuation in
            Thread.detachNewThread {
                continuation.resume(
                    with: Result {
                        let result = try SpawnedProcess.run(setpriv, command, environment: environment)
                        return ProcessResult(
                            status: result.status,
                            stdout: String(decoding: result.stdout, as: UTF8.self),
                            stderr: String(decoding: result.stderr, as: UTF8.self)
                        )
                    }
                )
            }
        }
    }

    private static func arguments(_ command: [String]) -> [String] {
        ["--reuid", "\(uid)", "--regid", "\(gid)", "--clear-groups"] + command
    }
}
#endif
