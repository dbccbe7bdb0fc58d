#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// `GET /pages/<file>`: files from the pages directory with a strong `ETag` and
/// `Last-Modified`, answering 304 to matching `If-None-Match` / `If-Modified-Since`.
/// Paths with `..`, `.`, empty segments, backslashes or NUL answer 404.
struct StaticPageRoute: PathPrefixRoute {
    let directory: String?
    let pathPrefix = "/pages/"

    var faultRoute: MockFaultRoute? { .pages }

    func respond(to request: HTTPRequest) -> HTTPResponse {
        guard let directory, let relative = safeRelativePath(request.path),
            let file = Self.readRegularFile(directory + "/" + relative)
        else {
            return .htmlError(status: 404)
        }
        let etag = "\"\(String(FNV1a.hash(file.bytes), radix: 16))-\(String(file.bytes.count, radix: 16))\""
        let validators = [
            MockNameValue(name: "ETag", value: etag),
            MockNameValue(name: "Last-Modified", value: HTTPDate.rfc1123(unixSeconds: file.modified)),
        ]
        if isNotModified(request, etag: etag, modified: file.modified) {
            var response = HTTPResponse(status: 304, headers: validators)
            response.announcedLength = file.bytes.count
            return response
        }
        let type = MockNameValue(name: "Content-Type", value: Self.contentType(for: relative))
        return HTTPResponse(status: 200, headers: [type] + validators, body: file.bytes)
    }

    /// The decoded path below `/pages/`, or nil when it could leave the directory.
    private func safeRelativePath(_ path: String) -> String? {
        guard path.hasPrefix(pathPrefix),
            let decoded = PercentDecoding.decode(path.dropFirst(pathPrefix.count), plusIsSpace: false),
            !decoded.isEmpty, !decoded.contains("\\"), !decoded.contains("\0")
        else { return nil }
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: false)
        guard segments.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else { return nil }
        return decoded
    }

    /// `If-None-Match` decides when present (weak comparison); otherwise `If-Modified-Since`.
    private func isNotModified(_ request: HTTPRequest, etag: String, modified: Int) -> Bool {
        if let candidates = request.header("If-None-Match") {
            return candidates.split(separator: ",").contains { candidate in
                let tag = candidate.trimmed(of: " \t")
                return tag == "*" || (tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag) == etag
            }
        }
        if let since = request.header("If-Modified-Since").flatMap(HTTPDate.parseRFC1123) {
            return modified <= since
        }
        return false
    }

    private static func contentType(for path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        let fileExtension = name.contains(".") ? String(name.split(separator: ".").last ?? "").lowercased() : ""
        return switch fileExtension {
        case "json": "application/json; charset=utf-8"
        case "txt", "md": "text/plain; charset=utf-8"
        case "xml": "application/xml; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "ics": "text/calendar; charset=utf-8"
        default: "text/html; charset=utf-8"
        }
    }

    /// The bytes and modification time (Unix seconds) of a regular file, or nil.
    private static func readRegularFile(_ path: String) -> (bytes: [UInt8], modified: Int)? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if canImport(Darwin)
        let modified = Int(status.st_mtimespec.tv_sec)
        #else
        let modified = Int(status.st_mtim.tv_sec)
        #endif
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return (bytes, modified)
    }
}

extension MockFaultRoute {
    /// `/pages/...`.
    public static let pages = MockFaultRoute(registering: "pages")
}
