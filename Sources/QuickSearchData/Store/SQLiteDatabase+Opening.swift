import CSQLite
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SQLiteDatabase {
    /// Opens `path` for writing (creating it when missing) when the file and its folder can be
    /// written, else for reading only, so that reading works in a read-only folder.
    ///
    /// - Throws: `StoreError` when the file cannot be opened either way.
    static func openWritableOrReadOnly(
        path: String,
        busyTimeout: Duration,
        durability: SQLiteDurability = .standard
    ) throws -> SQLiteDatabase {
        let exists = FileManager.default.fileExists(atPath: path)
        let writable = canWriteFolder(of: path) && (!exists || canWrite(path))
        if writable {
            do {
                let database = try SQLiteDatabase(
                    path: path,
                    access: .readWrite,
                    busyTimeout: busyTimeout,
                    durability: durability
                )
                if !database.openedReadOnly { return database }
            } catch let error as StoreError where exists && [.readOnly, .cannotOpen].contains(error.code) {
                // Fall through: the file can still be read.
            }
        }
        guard exists else {
            throw StoreError.sqlite(SQLITE_CANTOPEN, detail: "its folder cannot be written", path: path)
        }
        return try SQLiteDatabase(path: path, access: .readOnly, busyTimeout: busyTimeout)
    }
}

/// True when this process may write `path` (permissions, read-only mounts and immutable files
/// all count).
private func canWrite(_ path: String) -> Bool {
    access(path, W_OK) == 0
}

/// True when this process may write the folder of the file at `path` (so create, rename and
/// delete in it).
func canWriteFolder(of path: String) -> Bool {
    let folder = (path as NSString).deletingLastPathComponent
    return canWrite(folder.isEmpty ? "." : folder)
}
