import Foundation
import TestSupport
import Testing

@testable import QuickSearchData

extension StoreTests {
    /// Every file the stores write is owner-only (0600), whatever the folder's mode or the umask.
    @Suite struct FileModeTests {
        let directory: TemporaryDirectory

        init() throws {
            directory = try TemporaryDirectory()
            // An existing, world-readable folder: the tool did not create it, so it is not 0700.
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.url.path)
        }

        /// The permission bits of `path`.
        static func mode(_ path: String) throws -> Int {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            return try #require((attributes[.posixPermissions] as? NSNumber)?.intValue)
        }

        /// The database and every companion that exists beside it.
        static func files(of path: String) -> [String] {
            ([path] + ["-wal", "-shm", "-journal"].map { path + $0 }).filter {
                FileManager.default.fileExists(atPath: $0)
            }
        }

        @Test func newStoreFilesInAnExisting0755FolderAreOwnerOnly() throws {
            let path = directory.path("data.sqlite")
            let store = try QuickSearchStore(path: path)
            try store.addFavorite(id: "a", snapshot: Data("{}".utf8))
            try store.recordSearch(
                HistoryEntry(command: "images", query: "q", sort: nil, sources: [], resultCount: 0, date: Date())
            )
            let files = Self.files(of: path)
            #expect(files.count >= 3, "database, -wal and -shm: \(files)")
            for file in files {
                #expect(try Self.mode(file) == 0o600, "\(file)")
            }
        }

        @Test func newCacheFilesAreOwnerOnlyEvenWithAPermissiveUmask() throws {
            let path = directory.path("cache.sqlite")
            let previous = umask(0)
            defer { umask(previous) }
            let cache = try ResponseCache(path: path)
            try cache.store(
                CachedResponse(key: "k", body: Data("{}".utf8), status: 200, storedAt: Date(), expiresAt: Date())
            )
            for file in Self.files(of: path) {
                #expect(try Self.mode(file) == 0o600, "\(file)")
            }
        }

        @Test func anExisting0644DatabaseAndItsCompanionsAreTightenedOnOpen() throws {
            let path = directory.path("data.sqlite")
            let store = try QuickSearchStore(path: path)
            try store.addFavorite(id: "a", snapshot: Data())
            // An older version left the files readable by everyone; the open store keeps the
            // -wal and -shm files in place.
            try withExtendedLifetime(store) {
                for file in Self.files(of: path) {
                    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file)
                }
                #expect(Self.files(of: path).count >= 3)
                _ = try QuickSearchStore(path: path).favorites()
                for file in Self.files(of: path) {
                    #expect(try Self.mode(file) == 0o600, "\(file)")
                }
            }
        }

        @Test func aFileWithoutWritePermissionKeepsItButLosesGroupAndOthers() throws {
            let path = directory.path("data.sqlite")
            _ = try QuickSearchStore(path: path)
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
            OwnerOnlyFile.tighten(path)
            #expect(try Self.mode(path) == 0o400)
        }
    }
}
