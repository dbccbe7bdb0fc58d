import CommandKit
import Foundation

/// A program `devevents due` runs for an announcement (the `--exec` command, `notify-send`):
/// found in the run's `PATH` as `execvp` finds it and run directly, never through a shell, with
/// the environment it is given, its standard input from a file, and its standard output and
/// error collected in a file and passed on afterwards (so the program's words never mix with
/// the report's, and a program that leaves a process behind cannot hold anything open).
struct ExternalProgram: Sendable {
    /// The name it was given by (its first argument), and the file run.
    let name: String
    let executable: URL

    /// The folders searched when `PATH` is unset.
    static let defaultSearchPath = "/usr/local/bin:/usr/bin:/bin"

    /// Most of the program's output kept.
    private static let collectedLimit = 64 * 1024

    /// The program `name` names: as it is when it holds a `/` (relative to the working folder),
    /// else the first executable regular file of that name in the folders of `searchPath` (an
    /// empty entry is the working folder); nil when there is none.
    static func locate(_ name: String, searchPath: String?) -> ExternalProgram? {
        guard !name.isEmpty else { return nil }
        if name.contains("/") {
            return isExecutableFile(name) ? ExternalProgram(name: name, executable: URL(fileURLWithPath: name)) : nil
        }
        let folders = (searchPath ?? defaultSearchPath).split(separator: ":", omittingEmptySubsequences: false)
        for folder in folders {
            let candidate = (folder.isEmpty ? "." : String(folder)) + "/" + name
            if isExecutableFile(candidate) {
                return ExternalProgram(name: name, executable: URL(fileURLWithPath: candidate))
            }
        }
        return nil
    }

    private static func isExecutableFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG && access(path, X_OK) == 0
    }

    /// How a run ended: `failure` says how it failed (nil when it exited 0); `output` is what it
    /// wrote on its standard output and error.
    struct Outcome: Sendable {
        var failure: String?
        var output: String?
    }

    /// Runs the program with `arguments` (after its name) in exactly `environment`, `input` on
    /// its standard input, and waits for it.
    ///
    /// It is started with `posix_spawn` and waited for with `waitpid` on the calling thread,
    /// with no dispatch source watching for its end (Foundation's `Process` keeps one, which
    /// has crashed runs on Linux under load). The child starts with every signal unblocked and
    /// `SIGPIPE` at its default (this program ignores it), and inherits no descriptor of ours
    /// besides its three streams.
    func run(_ arguments: [String], environment: [String: String], input: Data) -> Outcome {
        guard let capture = OutputCaptureFile(prefix: "devevents-output"),
            let stdin = OutputCaptureFile(prefix: "devevents-input")
        else {
            return Outcome(failure: "could not be started (no temporary file for its input and output)")
        }
        defer {
            capture.remove()
            stdin.remove()
        }
        do {
            try stdin.handle.write(contentsOf: input)
            try stdin.handle.seek(toOffset: 0)
        } catch {
            return Outcome(failure: "could not be started (\(BrowserLauncher.systemReason(error)))")
        }
        let started = spawn(
            [name] + arguments,
            environment: environment.map { "\($0.key)=\($0.value)" },
            input: stdin.handle.fileDescriptor,
            output: capture.handle.fileDescriptor
        )
        guard started.error == 0 else {
            return Outcome(failure: "could not be started (\(String(cString: strerror(started.error))))")
        }
        var status: Int32 = 0
        while waitpid(started.pid, &status, 0) < 0 && errno == EINTR {}
        let output = capture.read(limit: Self.collectedLimit)
        let signal = status & 0x7F
        if signal == 0 {
            let code = (status >> 8) & 0xFF
            return code == 0 ? Outcome(output: output) : Outcome(failure: "exited with status \(code)", output: output)
        }
        return Outcome(failure: "was killed by signal \(signal)", output: output)
    }

    /// Marks every descriptor of this process above the three streams close-on-exec (the
    /// connections and files of libcurl and SQLite, the descriptors of the run's threads), so a
    /// child gets only the streams it is given: Linux's `posix_spawn` has no flag for it. It
    /// changes nothing in this process, where close-on-exec only matters to `exec`.
    private static func closeOnExecAboveStreams() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else { return }
        for name in names {
            guard let descriptor = Int32(name), descriptor > 2 else { continue }
            let flags = fcntl(descriptor, F_GETFD)
            if flags >= 0 && flags & FD_CLOEXEC == 0 { _ = fcntl(descriptor, F_SETFD, flags | FD_CLOEXEC) }
        }
    }

    /// Starts the program with `arguments` (its name first) and `environment` (`NAME=value`
    /// each), `input` as its standard input and `output` as its standard output and error.
    ///
    /// - Returns: the child's process id, and the `errno` of the failure (0 when it started).
    private func spawn(
        _ arguments: [String],
        environment: [String],
        input: Int32,
        output: Int32
    ) -> (pid: pid_t, error: Int32) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, output, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        #if canImport(Darwin)
        flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #else
        Self.closeOnExecAboveStreams()
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            for text in argv + envp { free(text) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
        return (pid, result)
    }
}
