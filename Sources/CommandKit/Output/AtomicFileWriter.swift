import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a whole file at once: the bytes go to an owner-only (0600) temporary file beside
/// the target, every write checked, flushed to disk, then renamed over the target. A reader
/// sees the old file or the complete new one, never a part; a failure leaves no temporary
/// file and the old file untouched.
public enum AtomicFileWriter {
    /// Writes `data` to `path`; the error names the path and the system's reason.
    public static func save(_ data: Data, to path: String) throws {
        let target = URL(fileURLWithPath: path)
        let folder = target.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw failure(path, "it is a folder; give a file name")
        }
        var template = Array((folder + "/." + target.lastPathComponent + ".XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw failure(path, String(cString: strerror(errno))) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var finished = false
        defer {
            if !finished { unlink(temporary) }
        }
        do {
            defer { close(descriptor) }
            guard fchmod(descriptor, 0o600) == 0 else { throw failure(path, String(cString: strerror(errno))) }
            try data.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw failure(path, String(cString: strerror(errno)))
                    }
                    offset += written
                }
            }
            guard fsync(descriptor) == 0 else { throw failure(path, String(cString: strerror(errno))) }
        }
        guard rename(temporary, path) == 0 else { throw failure(path, String(cString: strerror(errno))) }
        finished = true
    }

    private static func failure(_ path: String, _ reason: String) -> CLIError {
        CLIError(
            "could not write '\(TextSanitizer.singleLine(path))': \(reason); choose a writable file",
            exitCode: .storage
        )
    }
}
