import QuickSearchDomain

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SHA-256 of a file on disk, read in pieces (never whole in memory).
enum FileDigest {
    /// The digest of the regular file at `path`, as 64 lowercase hex digits; nil when it cannot
    /// be read. With `followingLinks` false a symbolic link is not followed (nil).
    static func sha256(atPath path: String, followingLinks: Bool = true) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var hasher = SHA256.Hasher()
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            hasher.update(buffer[0..<count])
        }
        return SHA256.hex(hasher.finalize())
    }

    /// Whether `text` is a digest as `sha256(atPath:)` writes it: 64 lowercase hex digits.
    static func isDigest(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            bytes.count == 64 && bytes.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }
        }
    }

    /// The size of the regular file at `path` (a link is not followed), or nil.
    static func regularFileSize(atPath path: String) -> Int? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(exactly: status.st_size)
    }

    /// True when the regular file at `path` (not a link) is `size` bytes long with the SHA-256
    /// `digest`: the same bytes.
    static func holds(path: String, size: Int, sha256 digest: String) -> Bool {
        regularFileSize(atPath: path) == size && sha256(atPath: path, followingLinks: false) == digest
    }
}
