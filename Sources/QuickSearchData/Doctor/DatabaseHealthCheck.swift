import Foundation

/// Whether a database file (`data.sqlite`, `cache.sqlite` or the download archive
/// `archive.sqlite`) is healthy: owner-only (file 0600, folder 0700) and passing SQLite's
/// `quick_check`, opened read-only. A missing file is fine ("not created yet") and is never
/// created.
public struct DatabaseHealthCheck: HealthCheck {
    /// The files checked; the raw value is the check's name.
    public enum File: String, Sendable, Hashable, CaseIterable {
        /// `data.sqlite`: history, favourites, places.
        case store
        /// `cache.sqlite`: the upstreams' answers, safe to delete.
        case cache
        /// `archive.sqlite`: the addresses `--download` saved.
        case archive

        /// The folder the file is in.
        var folder: AppPaths.Kind { self == .cache ? .cache : .data }

        func url(in paths: AppPaths) throws -> URL {
            switch self {
            case .store: try paths.dataDatabaseURL
            case .cache: try paths.cacheDatabaseURL
            case .archive: try paths.archiveDatabaseURL
            }
        }
    }

    public let file: File
    public let paths: AppPaths

    public init(_ file: File, paths: AppPaths) {
        self.file = file
        self.paths = paths
    }

    public var name: String { file.rawValue }

    public func run() async -> HealthCheckResult {
        let url: URL
        do {
            url = try file.url(in: paths)
        } catch {
            let message = (error as? AppPathsError)?.message ?? "its folder cannot be found"
            return HealthCheckResult(
                name: name,
                status: .failed,
                detail: message,
                fix: "set HOME (or \(file.folder.variable)) to an absolute path"
            )
        }
        let path = url.path
        guard FileManager.default.fileExists(atPath: path) else {
            return HealthCheckResult(name: name, status: .ok, detail: "not created yet", path: path)
        }
        let bytes = file == .cache ? Self.bytesOnDisk(path) : nil
        if let fix = Self.permissionFix(file: path) {
            return HealthCheckResult(
                name: name,
                status: .failed,
                detail: "others may read it (it must be owner-only)",
                fix: fix,
                path: path,
                bytes: bytes
            )
        }
        if let problem = Self.integrityProblem(path) {
            let removing = file == .archive ? "; the addresses it lists are then downloaded again" : ""
            let fix =
                file == .cache
                ? "delete it (it is only a cache): rm \(ShellWord.quoted(path))"
                : "keep a copy (cp \(ShellWord.quoted(path)) \(ShellWord.quoted(path + ".bak"))), then recover it with sqlite3 \(ShellWord.quoted(path)) .recover, or remove it to start afresh\(removing)"
            return HealthCheckResult(name: name, status: .failed, detail: problem, fix: fix, path: path, bytes: bytes)
        }
        return HealthCheckResult(name: name, status: .ok, detail: "integrity ok, owner-only", path: path, bytes: bytes)
    }

    /// The `chmod` commands that make the file, its SQLite companions and its folder
    /// owner-only, or nil when they are.
    static func permissionFix(file: String) -> String? {
        let folder = (file as NSString).deletingLastPathComponent
        let files = [file, file + "-wal", file + "-shm"].filter { FilePermissions.isOpen(atPath: $0) }
        var commands: [String] = []
        if !files.isEmpty {
            commands.append("chmod 600 " + files.map(ShellWord.quoted).joined(separator: " "))
        }
        if FilePermissions.isOpen(atPath: folder) {
            commands.append("chmod 700 " + ShellWord.quoted(folder))
        }
        return commands.isEmpty ? nil : "run: " + commands.joined(separator: " && ")
    }

    /// What `PRAGMA quick_check` found wrong, or nil when it says `ok`.
    static func integrityProblem(_ path: String) -> String? {
        do {
            let database = try SQLiteDatabase(path: path, access: .readOnly, busyTimeout: .seconds(2))
            let rows = try database.query("PRAGMA quick_check")
            let first = try rows.first?.string(at: 0) ?? "no answer"
            if first == "ok" { return nil }
            return "integrity check failed: " + String(first.prefix(200))
        } catch let error as StoreError {
            return "cannot be read as a database: \(error.message)"
        } catch {
            return "cannot be read as a database"
        }
    }

    /// The file and its write-ahead log, in bytes.
    static func bytesOnDisk(_ path: String) -> Int64 {
        [path, path + "-wal"].reduce(0) { total, file in
            total + ((try? FileManager.default.attributesOfItem(atPath: file)[.size] as? NSNumber)?.int64Value ?? 0)
        }
    }
}

/// Reading a file's permission bits.
enum FilePermissions {
    /// Whether the file or folder at `path` exists and grants anything to group or others.
    static func isOpen(atPath path: String) -> Bool {
        guard
            let mode = (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?
                .intValue
        else { return false }
        return mode & 0o077 != 0
    }
}
