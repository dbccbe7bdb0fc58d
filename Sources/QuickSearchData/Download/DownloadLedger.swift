import Foundation
import Synchronization

/// What one batch of downloads knows of the files saved, so that an address is fetched at most
/// once across runs and a picture is stored at most once: the download archive (when one is
/// used), and the files this run stored, by SHA-256.
///
/// - An address the archive has is not fetched (`archived(_:)`), wherever its file went since.
/// - Bytes equal to a file already saved (this run's, or one the archive names that still holds
///   them) are not stored again: the result names that file (`SavedDownload.duplicateOf`).
/// - Everything saved is archived with its address, digest, size, absolute path, the query,
///   the source and the run's clock. An archive that cannot be read or written for a file
///   costs only that file's entry: the failures are kept for one warning (`archiveFailures`).
public final class DownloadLedger: Sendable {
    /// A file this run holds, by digest.
    private struct Stored: Sendable {
        let path: String
        let bytes: Int
    }

    /// The archive consulted and written, or nil (`--no-archive`).
    public let archive: DownloadArchive?
    private let query: String
    private let now: @Sendable () -> Date
    /// The folder relative paths are read against (the process's working folder).
    private let workingFolder: String
    private let stored = Mutex<[String: Stored]>([:])
    private let failures = Mutex<[String]>([])

    /// - Parameters:
    ///   - archive: the archive to consult and write; nil for none.
    ///   - query: the search the files come from, as archived.
    ///   - now: the run's clock, for the time saved.
    public init(
        archive: DownloadArchive?,
        query: String,
        now: @escaping @Sendable () -> Date,
        workingFolder: String = FileManager.default.currentDirectoryPath
    ) {
        self.archive = archive
        self.query = query
        self.now = now
        self.workingFolder = workingFolder
    }

    /// What went wrong with the archive, one message per failed read or write (at most the
    /// first ten).
    public var archiveFailures: [String] {
        failures.withLock { $0 }
    }

    /// The archived files of `urls`, by address, as results not fetched: their recorded paths,
    /// sizes and digests (an address not archived is not in it).
    func archived(_ urls: [String]) -> [String: SavedDownload] {
        guard let archive else { return [:] }
        do {
            return try archive.entries(for: urls).mapValues { entry in
                SavedDownload(
                    path: entry.path,
                    bytes: entry.bytes,
                    sha256: entry.sha256,
                    reused: true,
                    archived: entry.path
                )
            }
        } catch {
            note(error)
            return [:]
        }
    }

    /// Settles a fetched file of `size` bytes with the SHA-256 `digest`: a file this run stored,
    /// or one the archive names that still holds the same bytes, when there is one (the fetched
    /// copy is then not stored: the caller drops it); else `place`'s. Atomic against the
    /// other downloads of the batch, so that two addresses of one picture never store it twice.
    func settle(
        size: Int,
        sha256 digest: String,
        place: () throws(DownloadError) -> SavedDownload
    ) throws(DownloadError) -> SavedDownload {
        try stored.withLock { (stored: inout [String: Stored]) throws(DownloadError) -> SavedDownload in
            if let existing = stored[digest] ?? archivedCopy(size: size, sha256: digest), existing.bytes == size {
                return SavedDownload(
                    path: existing.path,
                    bytes: size,
                    sha256: digest,
                    reused: true,
                    duplicateOf: existing.path
                )
            }
            let saved = try place()
            stored[digest] = Stored(path: saved.path, bytes: size)
            return saved
        }
    }

    /// Notes `saved` as this run's file for its digest when none is yet (a file found in the
    /// folder rather than fetched).
    func hold(_ saved: SavedDownload) {
        stored.withLock { stored in
            if stored[saved.sha256] == nil {
                stored[saved.sha256] = Stored(path: saved.path, bytes: saved.bytes)
            }
        }
    }

    /// Archives `saved` as the file of `url` from `source`.
    func archive(_ saved: SavedDownload, url: String, source: String) {
        guard let archive, saved.archived == nil else { return }
        do {
            try archive.record(
                ArchivedDownload(
                    url: url,
                    sha256: saved.sha256,
                    bytes: saved.bytes,
                    path: absolute(saved.path),
                    query: query,
                    source: source,
                    savedAt: now()
                )
            )
        } catch {
            note(error)
        }
    }

    /// The path `path` names, absolute and without `.` or `..` components.
    func absolute(_ path: String) -> String {
        let full =
            path.hasPrefix("/") ? path : (workingFolder.hasSuffix("/") ? workingFolder : workingFolder + "/") + path
        return URL(fileURLWithPath: full).standardizedFileURL.path
    }

    /// The newest file the archive names with `digest` that still holds those bytes.
    private func archivedCopy(size: Int, sha256 digest: String) -> Stored? {
        guard let archive else { return nil }
        do {
            return try archive.entries(withSHA256: digest).lazy
                .filter { $0.bytes == size && FileDigest.holds(path: $0.path, size: size, sha256: digest) }
                .map { Stored(path: $0.path, bytes: $0.bytes) }
                .first
        } catch {
            note(error)
            return nil
        }
    }

    private func note(_ error: any Error) {
        let message = (error as? StoreError)?.message ?? "\(error)"
        failures.withLock { failures in
            if failures.count < 10 { failures.append(message) }
        }
    }
}
