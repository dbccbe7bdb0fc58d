import Foundation

#if os(Linux)
import Glibc

/// A running child whose standard output is read line by line while it runs, and which can be
/// killed (SIGKILL) or interrupted (SIGINT) at a chosen point. Standard input and error are
/// /dev/null.
final class KillableProcess {
    let pid: pid_t
    private let output: Int32
    private var pending = Data()
    private var lines: [String] = []
    private var ended = false

    /// Starts `path` with `arguments` and `environment`.
    init(_ path: String, _ arguments: [String], environment: [String: String] = [:]) throws {
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            throw SpawnedProcess.Failure(description: "socketpair: \(errno)")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, path, &actions, nil, argv, envp)
        close(ends[1])
        guard spawned == 0 else {
            close(ends[0])
            throw SpawnedProcess.Failure(description: "posix_spawn \(path): \(spawned)")
        }
        pid = child
        output = ends[0]
    }

    deinit {
        if !ended {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        close(output)
    }

    /// Blocks until the child has printed at least `count` complete lines (or closed its
    /// output); returns how many it has printed (one read may bring several).
    func waitForLines(_ count: Int) -> Int {
        while lines.count < count && readChunk() {}
        return lines.count
    }

    /// Kills the child with SIGKILL, reads what it printed before dying, and returns every
    /// complete line it printed and its wait status.
    func kill9() -> (lines: [String], status: Int32) {
        stop(signal: SIGKILL)
    }

    /// Sends `signal` (SIGINT: Ctrl-C), reads what the child prints until it ends, and returns
    /// every complete line it printed and its wait status.
    func stop(signal: Int32) -> (lines: [String], status: Int32) {
        kill(pid, signal)
        while readChunk() {}
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        ended = true
        return (lines, status)
    }

    /// As `stop(signal:)`, but a child still running `seconds` after the signal is killed
    /// (SIGKILL): its wait status then says so, and the caller is never left waiting.
    func stop(signal: Int32, within seconds: Int) -> (lines: [String], status: Int32) {
        let pid = self.pid
        let watchdog = DispatchWorkItem { Glibc.kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds), execute: watchdog)
        defer { watchdog.cancel() }
        return stop(signal: signal)
    }

    /// Reads once; false at the end of the output.
    private func readChunk() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { return true }
        guard count > 0 else { return false }
        pending.append(contentsOf: chunk[0..<count])
        while let newline = pending.firstIndex(of: 0x0A) {
            lines.append(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
            pending = Data(pending[pending.index(after: newline)...])
        }
        return true
    }
}
#endif
