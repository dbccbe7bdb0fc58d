import Foundation

#if os(Linux)
import Glibc

/// Runs a program with `posix_spawn`, stdin from /dev/null, and collects stdout and stderr.
///
/// Foundation's `Process` and `FileHandle.readDataToEndOfFile()` crash now and then on Linux
/// (swift-corelibs-foundation 6.3: an over-read of `/proc/self/fd` entries inside
/// `Process.run()`, a `try!` on `EINTR` while reading), more often the more children run at
/// once; these tests start dozens in parallel, so they spawn directly: the output channels are
/// close-on-exec (no other child inherits them), every call retries on `EINTR`, and SIGPIPE
/// is reset to its default in the child.
enum SpawnedProcess {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func run(
        _ path: String,
        _ arguments: [String],
        environment: [String: String]
    ) throws -> (status: Int32, stdout: Data, stderr: Data) {
        let output = try channel()
        let errors: [Int32]
        do {
            errors = try channel()
        } catch {
            close(output[0])
            close(output[1])
            throw error
        }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }

        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        close(output[1])
        close(errors[1])
        guard spawned == 0 else {
            close(output[0])
            close(errors[0])
            throw Failure(description: "posix_spawn \(path): \(spawned)")
        }

        let (stdout, stderr) = drain(output[0], errors[0])
        close(output[0])
        close(errors[0])

        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw Failure(description: "waitpid: \(errno)") }
        }
        let signal = status & 0x7f
        return (signal == 0 ? (status >> 8) & 0xff : 128 + signal, stdout, stderr)
    }

    /// A connected pair, both ends close-on-exec from the start (`pipe2` is not visible from
    /// Swift, and `pipe` then `fcntl` would let a child spawned in between inherit the ends).
    /// Index 0 is read by the test, index 1 becomes the child's output.
    private static func channel() throws -> [Int32] {
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            throw Failure(description: "socketpair: \(errno)")
        }
        return ends
    }

    /// Reads both descriptors to their ends.
    private static func drain(_ first: Int32, _ second: Int32) -> (Data, Data) {
        var buffers = [Data(), Data()]
        var descriptors = [
            pollfd(fd: first, events: Int16(POLLIN), revents: 0),
            pollfd(fd: second, events: Int16(POLLIN), revents: 0),
        ]
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while descriptors.contains(where: { $0.fd >= 0 }) {
            let ready = poll(&descriptors, nfds_t(descriptors.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            for index in descriptors.indices where descriptors[index].fd >= 0 && descriptors[index].revents != 0 {
                let count = chunk.withUnsafeMutableBytes { read(descriptors[index].fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    buffers[index].append(contentsOf: chunk[0..<count])
                } else if count == 0 || errno != EINTR && errno != EAGAIN {
                    descriptors[index].fd = -1
                }
            }
        }
        return (buffers[0], buffers[1])
    }
}
#endif
