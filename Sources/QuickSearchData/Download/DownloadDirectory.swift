import Foundation
import QuickSearchDomain

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder downloads go to, and the file operations on it: owner-only temporary files,
/// placing a finished file under a name that never replaces another file (and is reused only by
/// the same bytes), and hashing a file that is already there.
public struct DownloadDirectory: Sendable {
    public let path: String
    /// How many `-N` suffixes are tried before giving up on a name.
    static let maximumAttempts = 99

    /// Uses `path`, creating it (and missing parents) owner-only (0700) when it does not exist.
    /// - Throws: `DownloadError` (`.notSaved`) when it cannot be created or is not a folder.
    public init(creating path: String) throws(DownloadError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw DownloadError(.notSaved, "'\(path)' is a file, not a folder", remedy: .chooseAnotherFolder)
            }
        } else {
            do {
                try FileManager.default.createDirectory(
                    atPath: path,
                    withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o700]
                )
            } catch {
                throw DownloadError(
                    .notSaved,
                    "could not create the folder '\(path)': \(Self.reason(error)); choose a writable place"
                )
            }
        }
        guard access(path, W_OK | X_OK) == 0 else {
            throw DownloadError(
                .notSaved,
                "cannot write into the folder '\(path)' (\(String(cString: strerror(errno)))); choose a writable folder"
            )
        }
        self.path = path
    }

    /// The path of `name` inside the folder.
    func file(_ name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }

    /// The name of `path` when it is a file of this folder (as `file(_:)` makes them), else nil.
    func name(of path: String) -> String? {
        let prefix = file("")
        guard path.hasPrefix(prefix) else { return nil }
        let name = String(path.dropFirst(prefix.count))
        return name.isEmpty || name.contains("/") ? nil : name
    }

    /// A new owner-only (0600) hidden temporary file: its descriptor and path.
    func makeTemporaryFile() throws(DownloadError) -> (descriptor: Int32, path: String) {
        var template = Array(file(".qsearch-download-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw Self.writeFailure() }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard fchmod(descriptor, 0o600) == 0 else {
            let failure = Self.writeFailure()
            close(descriptor)
            unlink(temporary)
            throw failure
        }
        return (descriptor, temporary)
    }

    /// The size of the regular file `name`, or nil when there is none (or it is something else).
    func regularFileSize(_ name: String) -> Int? {
        FileDigest.regularFileSize(atPath: file(name))
    }

    /// Gives the finished temporary file its name: the first of `stem.ext`, `stem-2.ext`, …
    /// that is free (a hard link, which never replaces a file), or the first already holding
    /// the same bytes, `size` long with the SHA-256 `sha256` (the temporary file is then
    /// dropped). Returns the name and whether it was already there.
    func place(
        _ temporary: String,
        stem: String,
        fileExtension: String,
        size: Int,
        sha256 digest: String
    ) throws(DownloadError) -> (name: String, reused: Bool) {
        for attempt in 1...Self.maximumAttempts {
            let name = DownloadFileName.name(stem: stem, attempt: attempt, fileExtension: fileExtension)
            if link(temporary, file(name)) == 0 {
                unlink(temporary)
                return (name, false)
            }
            guard errno == EEXIST else { throw Self.writeFailure() }
            if regularFileSize(name) == size, (try? sha256(of: name)) == digest {
                unlink(temporary)
                return (name, true)
            }
        }
        throw DownloadError(
            .notSaved,
            "\(Self.maximumAttempts) files named \(stem)… are already there; choose another folder"
        )
    }

    /// SHA-256 of the file `name`, read in pieces.
    func sha256(of name: String) throws(DownloadError) -> String {
        guard let digest = FileDigest.sha256(atPath: file(name)) else { throw Self.writeFailure() }
        return digest
    }

    private static func writeFailure() -> DownloadError {
        DownloadError(.notSaved, "could not write in the download folder: \(String(cString: strerror(errno)))")
    }

    private static func reason(_ error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}
