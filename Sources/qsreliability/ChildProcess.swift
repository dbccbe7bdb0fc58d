import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Runs one program to completion in its own process group, with stdin from /dev/null and
/// stdout and stderr to files, killing the group at a hard time limit; reports exit status,
/// wall time and peak memory.
///
/// Peak memory comes from GNU time (`/usr/bin/time -f %M`), which forks: `posix_spawn` starts
/// children with the parent's address space (vfork), so the kernel counts the harness's own
/// peak into a direct child's `ru_maxrss`. Without GNU time, `wait4`'s figure is used, an
/// upper bound that includes the harness.
enum ChildProcess {
    static let memoryMeter = "/usr/bin/time"
    /// Whether peak memory is the command's own (GNU time is installed).
    static let measuresOwnMemory = FileManager.default.isExecutableFile(atPath: memoryMeter)

    /// Runs `arguments[0]` (an absolute path) with `arguments` and exactly `environment`.
    static func run(
        _ arguments: [String],
        environment: [String: String],
        outputDirectory: String,
        timeLimit: Duration
    ) -> ProcessOutcome {
        let stdoutPath = outputDirectory + "/stdout"
        let stderrPath = outputDirectory + "/stderr"
        let meterPath = outputDirectory + "/peak-memory"
        let arguments = measuresOwnMemory ? [memoryMeter, "-f", "%M", "-o", meterPath, "--"] + arguments : arguments
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        let clock = ContinuousClock()
        let started = clock.now
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            return ProcessOutcome(
                termination: .notStarted(String(cString: strerror(spawned))),
                wallTime: .zero,
                peakRSSKiB: 0,
                stdout: [],
                stderr: []
            )
        }
        var status: Int32 = 0
        var usage = rusage()
        var killed = false
        while true {
            let waited = wait4(pid, &status, WNOHANG, &usage)
            if waited == pid { break }
            if waited < 0, errno != EINTR { break }
            if !killed, clock.now - started > timeLimit {
                kill(-pid, SIGKILL)
                killed = true
            }
            usleep(2_000)
        }
        let wallTime = clock.now - started
        var termination: ProcessOutcome.Termination
        if killed {
            termination = .timedOut
        } else if status & 0x7F == 0 {
            termination = .exited((status >> 8) & 0xFF)
        } else {
            termination = .signalled(status & 0x7F)
        }
        var peak = Int(usage.ru_maxrss)
        if measuresOwnMemory, !killed {
            let report = String(decoding: read(meterPath), as: UTF8.self).split(separator: "\n")
            peak = report.last.flatMap { Int($0) } ?? peak
            let signalled = "Command terminated by signal "
            if let line = report.first(where: { $0.hasPrefix(signalled) }),
                let signal = Int32(line.dropFirst(signalled.count))
            {
                termination = .signalled(signal)
            }
        }
        return ProcessOutcome(
            termination: termination,
            wallTime: wallTime,
            peakRSSKiB: peak,
            stdout: read(stdoutPath),
            stderr: read(stderrPath)
        )
    }

    private static func read(_ path: String) -> [UInt8] {
        (try? [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))) ?? []
    }
}
