import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps QuickSearch's files private to their owner (mode 0600), whatever the folder or umask.
enum OwnerOnlyFile {
    /// The companions SQLite may create beside a database file.
    static let sqliteCompanionSuffixes = ["-wal", "-shm", "-journal"]

    /// Creates `path` empty with mode 0600 when it does not exist (an empty file is a new SQLite
    /// database), then removes group and other permissions from it and from its existing
    /// `-wal`, `-shm` and `-journal` companions. SQLite gives the companions it creates later the
    /// mode of the database file, so they are owner-only too.
    ///
    /// Failures are left for SQLite to report when it opens the file (a missing folder, a
    /// read-only file system), so this never throws.
    static func prepareDatabase(atPath path: String) {
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            close(descriptor)
        }
        for file in [path] + sqliteCompanionSuffixes.map({ path + $0 }) {
            tighten(file)
        }
    }

    /// Removes group and other permissions from `path` when it exists and belongs to this user.
    static func tighten(_ path: String) {
        var status = stat()
        guard stat(path, &status) == 0, status.st_uid == geteuid(),
            (status.st_mode & S_IFMT) == S_IFREG, status.st_mode & 0o077 != 0
        else { return }
        chmod(path, status.st_mode & 0o700)
    }
}
