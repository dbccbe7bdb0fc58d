import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension AppPaths {
    /// Creates the directory of `kind` (and missing parents) with mode 0700; returns it. A
    /// directory below `HOME` is created only when `HOME` itself exists.
    @discardableResult
    public func createDirectory(_ kind: Kind) throws -> URL {
        try checkHome(for: kind)
        return try Self.createDirectory(directory(kind))
    }

    /// Creates the data directory (and missing parents) with mode 0700; returns it.
    @discardableResult
    public func createDataDirectory() throws -> URL {
        try createDirectory(.data)
    }

    /// Creates the cache directory (and missing parents) with mode 0700; returns it.
    @discardableResult
    public func createCacheDirectory() throws -> URL {
        try createDirectory(.cache)
    }

    /// Creates each missing component of `directory` with mode 0700, as the XDG specification asks;
    /// directories that already exist keep their permissions.
    static func createDirectory(_ directory: URL) throws -> URL {
        let path = directory.standardizedFileURL.path
        var current = ""
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            current += "/" + String(component)
            if mkdir(current, 0o700) == 0 {
                chmod(current, 0o700)
                continue
            }
            let code = errno
            guard code == EEXIST else {
                throw AppPathsError.cannotCreateDirectory(path: current, reason: String(cString: strerror(code)))
            }
            var status = stat()
            guard stat(current, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
                throw AppPathsError.notADirectory(path: current)
            }
        }
        return directory
    }
}
