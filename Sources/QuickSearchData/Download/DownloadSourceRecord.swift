import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the files of a download folder came from: `.qsearch-sources` in the folder, owner-only,
/// one line per file a download saved, `<sha256> TAB <name> TAB <address>`, appended as files
/// are saved (the latest line for an address wins). A later run reports a file as a result's
/// without fetching it only when the record names that file for the result's address and the
/// file still has the recorded SHA-256; anything else is fetched again, and a name already
/// taken is reused only by a byte-identical file (see `DownloadDirectory.place`).
///
/// The simplest check that never reports a result as saved to another result's file; the
/// download archive (`DownloadLedger`) is consulted first, and this record resumes a folder
/// without it. Best effort: a record that cannot be read or written only means
/// fetching again. Names are the tool's own (`DownloadFileName`); a line naming anything else
/// (a `/`, a leading `.`), an address holding a control character or longer than
/// `maximumAddressBytes`, a line without its line break, and whatever lies past the first
/// `maximumBytes`, are ignored.
final class DownloadSourceRecord: Sendable {
    /// The record's file name in the folder.
    static let fileName = ".qsearch-sources"
    /// The most of the record that is read (about 100,000 lines).
    static let maximumBytes = 16 << 20
    /// The longest address recorded, in UTF-8 bytes.
    static let maximumAddressBytes = 4096

    /// A file saved from an address.
    struct Entry: Sendable, Hashable {
        let name: String
        let sha256: String
    }

    /// The record's path.
    private let path: String
    /// The latest entry by address.
    private let entries: Mutex<[String: Entry]>

    /// The record of the folder at `directory`; empty when there is none or it cannot be read.
    /// Linear in the bytes read.
    init(readingFrom directory: DownloadDirectory) {
        path = directory.file(Self.fileName)
        entries = Mutex(Self.entries(at: path))
    }

    /// The latest entry for `address`, if any.
    func entry(for address: String) -> Entry? {
        entries.withLock { $0[address] }
    }

    /// Appends that `address` was saved as `name` with `sha256`, unless that is already the
    /// latest entry for it or the address cannot be recorded. A failed write is ignored.
    func add(_ address: String, name: String, sha256: String) {
        let entry = Entry(name: name, sha256: sha256)
        guard Self.isRecordable(address), Self.isOwnName(name) else { return }
        entries.withLock { entries in
            guard entries[address] != entry else { return }
            entries[address] = entry
            Self.append(Array("\(sha256)\t\(name)\t\(address)\n".utf8), to: path)
        }
    }

    /// The entries of the record at `path`.
    private static func entries(at path: String) -> [String: Entry] {
        var entries: [String: Entry] = [:]
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return entries }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while bytes.count < maximumBytes {
            let count = read(descriptor, &buffer, min(buffer.count, maximumBytes - bytes.count))
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        // Only whole lines: a line cut by the bound, or by a writer that died mid-write, could
        // hold a shorter address than it was written for.
        let whole = bytes[..<(bytes.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0)]
        for line in whole.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            let digest = String(decoding: fields[0], as: UTF8.self)
            let name = String(decoding: fields[1], as: UTF8.self)
            let address = String(decoding: fields[2], as: UTF8.self)
            guard FileDigest.isDigest(digest), isOwnName(name), isRecordable(address) else { continue }
            entries[address] = Entry(name: name, sha256: digest)
        }
        return entries
    }

    /// Writes `line` at the end of the record in one `write` (`O_APPEND`), so that concurrent
    /// writers never interleave within a line; created owner-only, never through a link. A
    /// record that does not end with a line break (a writer died mid-line) gets a tab and one
    /// first: the cut line then has one field too many, or an empty address, so it never reads
    /// as a line (with a shorter address than it was written for).
    private static func append(_ line: [UInt8], to path: String) {
        let descriptor = open(path, O_RDWR | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var status = stat()
        var last: UInt8 = 0
        let endsMidLine =
            fstat(descriptor, &status) == 0 && status.st_size > 0
            && pread(descriptor, &last, 1, status.st_size - 1) == 1 && last != UInt8(ascii: "\n")
        let bytes = endsMidLine ? [UInt8(ascii: "\t"), UInt8(ascii: "\n")] + line : line
        _ = bytes.withUnsafeBytes { buffer in
            var written = -1
            repeat { written = write(descriptor, buffer.baseAddress, buffer.count) } while written < 0 && errno == EINTR
            return written
        }
    }

    /// A plain name in the folder, as `DownloadFileName` makes them.
    private static func isOwnName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.contains("/")
            && !name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }

    private static func isRecordable(_ address: String) -> Bool {
        !address.isEmpty && address.utf8.count <= maximumAddressBytes
            && !address.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }
}
