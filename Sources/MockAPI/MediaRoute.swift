/// `GET /media/{variant}/{bytes}/{name}`: deterministic synthetic media for download tests
/// (`LocalMedia` points search results here). Variants:
/// - `jpeg`, `png`: an image of exactly `bytes` bytes (at least 32), its content derived from
///   the path, with the right signature and `Content-Type`;
/// - `html`: an HTML error page, `text/html`; `mislabelled`: the same page as `image/jpeg`;
/// - `redirect-private`: 302 to `http://10.0.0.1/…` (a private address);
/// - `redirect-local`: 302 to the `jpeg` variant of the same name on this server;
/// - `redirect-ftp`: 302 to an `ftp://` address;
/// - `stall`: a `jpeg` head and half its body, then nothing more (for cancellation).
struct MediaRoute: PathPrefixRoute {
    let pathPrefix = "/media/"
    /// The largest body served, 64 MiB.
    static let maximumBytes = 64 << 20

    func respond(to request: HTTPRequest) -> HTTPResponse {
        let parts = request.path.dropFirst(pathPrefix.count).split(
            separator: "/",
            omittingEmptySubsequences: false
        )
        guard parts.count == 3, let size = Int(parts[1]), (0...Self.maximumBytes).contains(size), !parts[2].isEmpty
        else {
            return .text(status: 404, "404 Not Found\n")
        }
        let name = String(parts[2])
        switch parts[0] {
        case "jpeg": return image(jpeg: true, size: size, name: name)
        case "png": return image(jpeg: false, size: size, name: name)
        case "html":
            return .htmlError(status: 200)
        case "mislabelled":
            var response = HTTPResponse.htmlError(status: 200)
            response.headers = [MockNameValue(name: "Content-Type", value: "image/jpeg")]
            return response
        case "redirect-private": return redirect(to: "http://10.0.0.1/media/jpeg/\(size)/\(name)")
        case "redirect-local": return redirect(to: "/media/jpeg/\(size)/\(name)")
        case "redirect-ftp": return redirect(to: "ftp://127.0.0.1/\(name)")
        case "stall":
            var response = image(jpeg: true, size: size, name: name)
            response.delivery = .stall
            return response
        default: return .text(status: 404, "404 Not Found\n")
        }
    }

    /// A body of `size` bytes starting with the format's signature, the rest derived from `name`.
    func image(jpeg: Bool, size: Int, name: String) -> HTTPResponse {
        let signature: [UInt8] =
            jpeg
            ? [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01]
            : [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D]
        let count = max(32, size)
        var body = signature
        body.reserveCapacity(count)
        var generator = SplitMix64(seed: FNV1a.hash(name))
        while body.count < count - 2 {
            let word = generator.next()
            for shift in stride(from: 0, to: 64, by: 8) where body.count < count - 2 {
                body.append(UInt8(truncatingIfNeeded: word >> UInt64(shift)))
            }
        }
        body += jpeg ? [0xFF, 0xD9] : [0xAE, 0x82]
        return HTTPResponse(
            status: 200,
            headers: [MockNameValue(name: "Content-Type", value: jpeg ? "image/jpeg" : "image/png")],
            body: body
        )
    }

    private func redirect(to location: String) -> HTTPResponse {
        HTTPResponse(
            status: 302,
            headers: [
                MockNameValue(name: "Location", value: location),
                MockNameValue(name: "Content-Type", value: "text/plain"),
            ],
            body: Array("redirecting\n".utf8)
        )
    }
}
