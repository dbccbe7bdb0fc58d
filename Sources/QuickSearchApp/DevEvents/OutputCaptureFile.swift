import Foundation

/// An owner-only temporary file a child program's output goes to (or its input comes from):
/// unlike a pipe it never fills up, and a child that leaves a process running cannot hold the
/// reading end open. Its descriptor is closed on exec, so a child gets it only where it is
/// given one of its standard streams.
struct OutputCaptureFile {
    let path: String
    let handle: FileHandle

    /// A new file in the temporary folder, named after `prefix`; nil when none can be made.
    init?(prefix: String) {
        var template = Array((FileManager.default.temporaryDirectory.path + "/\(prefix)-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { return nil }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// Up to `limit` bytes of what was written, as text.
    func read(limit: Int) -> String? {
        guard let reader = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? reader.close() }
        guard let data = try? reader.read(upToCount: limit), !data.isEmpty else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    func remove() {
        try? handle.close()
        unlink(path)
    }
}
