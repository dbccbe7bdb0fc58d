import Synchronization

/// `GET /media/{variant}/{bytes}/{name}`: deterministic synthetic media for download tests
/// (`LocalMedia` points search results here). Variants:
/// - `png`: a real PNG (`SyntheticPNG`) of exactly `bytes` bytes (at least its smallest, about
///   150), `image/png`; its picture and bytes derive from the name up to its first `~` (the
///   whole name without one), so `a~1.png` and `a~2.png` are one picture under two addresses
///   and any other two names differ;
/// - `html`: an HTML error page, `text/html`; `mislabelled`: the same page as `image/jpeg`;
/// - `redirect-private`: 302 to `http://10.0.0.1/…` (a private address);
/// - `redirect-local`: 302 to the `png` variant of the same name on this server;
/// - `redirect-ftp`: 302 to an `ftp://` address;
/// - `stall`: a `png` head and half its body, then nothing more (for deadlines);
/// - `held`: the `png`, sent once the configuration's `MockTransferGate` releases it (never,
///   without one): for Ctrl-C at a chosen moment;
/// - `busy`: HTTP 429 with `Retry-After: 1` to the first request for the name, the `png` after;
/// - `busy-long`: always HTTP 429 with `Retry-After: 3600`.
struct MediaRoute: MockRoute {
    static let pathPrefix = "/media/"
    /// The largest body served, 64 MiB.
    static let maximumBytes = 64 << 20

    /// What releases `held` transfers.
    let gate: MockTransferGate?
    /// The `busy` names asked for so far.
    private let busyNames = BusyNames()

    init(gate: MockTransferGate? = nil) {
        self.gate = gate
    }

    var upstream: MockUpstream? { nil }
    var faultRoute: MockFaultRoute? { nil }
    var format: UpstreamFormat { .html }

    func handles(_ path: String) -> Bool {
        path.hasPrefix(Self.pathPrefix)
    }

    func pageNumber(of request: HTTPRequest) -> Int? {
        nil
    }

    func respond(to request: HTTPRequest) -> HTTPResponse {
        let parts = request.path.dropFirst(Self.pathPrefix.count).split(
            separator: "/",
            omittingEmptySubsequences: false
        )
        guard parts.count == 3, let size = Int(parts[1]), (0...Self.maximumBytes).contains(size), !parts[2].isEmpty
        else {
            return .text(status: 404, "404 Not Found\n")
        }
        let name = String(parts[2])
        switch parts[0] {
        case "png": return image(size: size, name: name)
        case "html":
            return .htmlError(status: 200)
        case "mislabelled":
            var response = HTTPResponse.htmlError(status: 200)
            response.headers = [MockNameValue(name: "Content-Type", value: "image/jpeg")]
            return response
        case "redirect-private": return redirect(to: "http://10.0.0.1/media/png/\(size)/\(name)")
        case "redirect-local": return redirect(to: "/media/png/\(size)/\(name)")
        case "redirect-ftp": return redirect(to: "ftp://127.0.0.1/\(name)")
        case "stall":
            var response = image(size: size, name: name)
            response.delivery = .stall
            return response
        case "held":
            var response = image(size: size, name: name)
            response.delivery = .held(gate ?? MockTransferGate())
            return response
        case "busy":
            return busyNames.isFirst(name) ? tooManyRequests(retryAfter: 1) : image(size: size, name: name)
        case "busy-long":
            return tooManyRequests(retryAfter: 3600)
        default: return .text(status: 404, "404 Not Found\n")
        }
    }

    /// The part of `name` that decides an image's bytes: up to its first `~`, else all of it.
    static func contentKey(_ name: String) -> String {
        String(name.prefix { $0 != "~" })
    }

    /// The PNG of `name`'s content key, `size` bytes long (see `SyntheticPNG`).
    func image(size: Int, name: String) -> HTTPResponse {
        HTTPResponse(
            status: 200,
            headers: [MockNameValue(name: "Content-Type", value: "image/png")],
            body: SyntheticPNG(key: Self.contentKey(name), size: size).bytes
        )
    }

    private func tooManyRequests(retryAfter seconds: Int) -> HTTPResponse {
        var response = HTTPResponse.htmlError(status: 429)
        response.headers.append(MockNameValue(name: "Retry-After", value: String(seconds)))
        return response
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

/// The names a `busy` image was asked for: each is refused once.
private final class BusyNames: Sendable {
    private let names = Mutex<Set<String>>([])

    /// True the first time `name` is asked for.
    func isFirst(_ name: String) -> Bool {
        names.withLock { $0.insert(name).inserted }
    }
}
