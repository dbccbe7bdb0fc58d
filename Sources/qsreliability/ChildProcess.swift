import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs one program to completion in its own process group, with stdin from /dev/null and
/// stdout and stderr to files, killing the group at a hard time limit; reports exit status,
/// wall time and peak memory (from `wait4`'s resource usage).
enum ChildProcess {
    /// Runs `arguments[0]` (an absolute path) with `arguments` and exactly `environment`.
    static func run(_ arguments: [String], environment: [String: String], outputDirectory: String,
                    timeLimit: Duration) -> ProcessOutcome {
        let stdoutPath = outputDirectory + "/stdout"
        let stderrPath = outputDirectory + "/stderr"
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
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        let clock = ContinuousClock()
        let started = clock.now
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            return ProcessOutcome(termination: .notStarted(String(cString: strerror(spawned))), wallTime: .zero,
                                  peakRSSKiB: 0, stdout: [], stderr: [])
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
        let termination: ProcessOutcome.Termination
        if killed {
            termination = .timedOut
        } else if status & 0x7F == 0 {
            termination = .exited((status >> 8) & 0xFF)
        } else {
            termination = .signalled(status & 0x7F)
        }
        return ProcessOutcome(termination: termination, wallTime: wallTime, peakRSSKiB: Int(usage.ru_maxrss),
                              stdout: read(stdoutPath), stderr: read(stderrPath))
    }

    private static func read(_ path: String) -> [UInt8] {
        (try? [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))) ?? []
    }
}
