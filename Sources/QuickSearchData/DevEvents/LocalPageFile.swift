import Foundation
import QuickSearchDomain

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a `file://` event page: a regular file of at most `DevEventPageTarget.maximumPageSize` bytes. Anything else
/// (missing, unreadable, a folder, a device such as `/dev/zero`, a pipe, a huge file) is one
/// `SourceFailure` saying what the path is, with the page to give or check as its remedy.
enum LocalPageFile {
    /// The file's bytes, or a failure when it is no regular file of at most `limit` bytes.
    static func contents(of url: URL, limit: Int = DevEventPageTarget.maximumPageSize) throws -> Data {
        let path = url.path
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path, errno: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(path, errno: errno) }
        switch status.st_mode & mode_t(S_IFMT) {
        case mode_t(S_IFREG):
            break
        case mode_t(S_IFDIR):
            throw SourceFailure(.unavailable, "\(path) is a folder, not a page", remedy: .chooseAnotherPage)
        default:
            throw SourceFailure(
                .unavailable,
                "\(path) is not a regular file (a device, pipe or socket)",
                remedy: .chooseAnotherPage
            )
        }
        guard status.st_size <= limit else { throw tooLarge(path, limit: limit) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(path, errno: errno)
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
            guard data.count <= limit else { throw tooLarge(path, limit: limit) }
        }
    }

    private static func tooLarge(_ path: String, limit: Int) -> SourceFailure {
        SourceFailure(
            .invalidResponse,
            "\(path) is larger than \(HTTPError.byteCount(limit)), the limit for a page",
            remedy: .chooseAnotherPage
        )
    }

    private static func failure(_ path: String, errno code: Int32) -> SourceFailure {
        switch code {
        case ENOENT, ENOTDIR:
            return SourceFailure(.unavailable, "\(path) does not exist", remedy: .checkPageAddress)
        case EACCES, EPERM:
            return SourceFailure(
                .unavailable,
                "cannot read \(path): permission denied; check its owner and permissions"
            )
        default:
            return SourceFailure(
                .unavailable,
                "cannot read \(path): \(String(cString: strerror(code)))",
                remedy: .checkPageAddress
            )
        }
    }
}
