import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes a file or folder read-only for real, also for root, until `restore()` (or release).
///
/// Tests often run as root, whom permission bits do not stop, so as root the path is marked
/// immutable with `chattr +i` (Linux, ext4 and most disk file systems): then nobody, root
/// included, can write the file or create and delete entries in the folder (`EPERM`). As any
/// other user, removing the write permission (`chmod a-w`) has the same effect.
public final class ReadOnlyPath: @unchecked Sendable {
    public let path: String
    private let originalMode: mode_t
    private let usesImmutableFlag: Bool
    private var restored = false

    /// Makes `path` read-only.
    public init(_ path: String) throws {
        self.path = path
        var status = stat()
        guard stat(path, &status) == 0 else { throw Failure("cannot stat \(path)") }
        originalMode = status.st_mode & 0o7777
        usesImmutableFlag = geteuid() == 0
        if usesImmutableFlag {
            guard Self.chattr("+i", path) else { throw Failure("chattr +i \(path) failed") }
        } else {
            guard chmod(path, originalMode & ~0o222) == 0 else { throw Failure("chmod \(path) failed") }
        }
    }

    deinit {
        restore()
    }

    /// Makes the path writable again.
    public func restore() {
        guard !restored else { return }
        restored = true
        if usesImmutableFlag {
            _ = Self.chattr("-i", path)
        } else {
            chmod(path, originalMode)
        }
    }

    /// True when this machine can make a path read-only this way (as root: `chattr` exists and
    /// the temporary directory's file system supports the immutable flag).
    public static let isSupported: Bool = {
        guard geteuid() == 0 else { return true }
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent(
            "read-only-probe-\(UUID().uuidString)"
        ).path
        guard FileManager.default.createFile(atPath: probe, contents: Data()) else { return false }
        defer {
            _ = chattr("-i", probe)
            unlink(probe)
        }
        guard chattr("+i", probe) else { return false }
        let descriptor = open(probe, O_WRONLY)
        guard descriptor < 0 else {
            close(descriptor)
            return false
        }
        return true
    }()

    private static func chattr(_ flag: String, _ path: String) -> Bool {
        for tool in ["/usr/bin/chattr", "/bin/chattr", "/sbin/chattr", "/usr/sbin/chattr"]
        where FileManager.default.isExecutableFile(atPath: tool) {
            var pid: pid_t = 0
            let arguments = [tool, flag, path]
            let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
            defer { for pointer in argv { free(pointer) } }
            guard posix_spawn(&pid, tool, nil, nil, argv, environ) == 0 else { return false }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            return status == 0
        }
        return false
    }

    /// A path that could not be made read-only.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String

        init(_ description: String) {
            self.description = description
        }
    }
}
