/// With `--local-media`, where the search results' images and thumbnails live: on the mock
/// itself (`http://127.0.0.1:PORT/media/…`, served by `MediaRoute`) instead of example.com,
/// so downloads can be tested without leaving the machine. With `--media-hosts N` (N > 1) the
/// media are spread over the names `img1.localhost` … `imgN.localhost` on the same port: libcurl
/// resolves `*.localhost` to the loopback addresses itself, so N "websites" all reach this mock
/// without DNS and without leaving the machine, and each counts as a host of its own for the
/// downloads' per-host bound.
///
/// A query token `broken=1` makes some results misbehave, by relevance index modulo 10:
/// 3 an HTML error page (`text/html`), 4 an HTML page labelled `image/jpeg`, 8 a redirect to a
/// private address (10.0.0.1), 9 a body of 3 MiB (over a small `--max-size`). A token `stall=1`
/// makes every image send half its body and then nothing (for deadlines and Ctrl-C).
struct LocalMedia: Sendable {
    /// `http://127.0.0.1:PORT`, from the request's `Host`.
    let base: String
    /// `:PORT` from the request's `Host`, or empty when it names none.
    let portSuffix: String
    /// How many host names the media are spread over (1: all on `base`).
    let hosts: Int
    /// The size of every original image, in bytes.
    let imageBytes: Int
    /// Whether the `broken=1` token asked for misbehaving results.
    let broken: Bool
    /// Whether the `stall=1` token asked for images that never finish.
    let stalls: Bool

    /// The size of every thumbnail, in bytes.
    static let thumbnailBytes = 2048
    static let oversizeBytes = 3 << 20

    /// The local media for a search request, when `enabled`: nil without a usable `Host`.
    /// `hosts` above 1 spreads them over that many `imgK.localhost` names.
    init?(enabled: Bool, request: HTTPRequest, imageBytes: Int, query: String, hosts: Int = 1) {
        guard enabled, let host = request.header("Host"), !host.isEmpty,
            host.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || ".:[]-".contains($0)) })
        else { return nil }
        base = "http://\(host)"
        let port = host.lastIndex(of: ":").map { host[$0...] }
        portSuffix = port.map { $0.contains("]") ? "" : String($0) } ?? ""
        self.hosts = max(1, hosts)
        self.imageBytes = imageBytes
        let tokens = query.split(separator: " ")
        broken = tokens.contains("broken=1")
        stalls = tokens.contains("stall=1")
    }

    /// The original image at relevance `index` for `owner` (`shared`, `naver`, `kakao`).
    func imageURL(owner: String, seedHex: String, index: Int) -> String {
        let name = "\(owner)-\(seedHex)-\(index)"
        let site = origin(index: index)
        if stalls { return "\(site)/media/stall/\(imageBytes)/\(name).jpg" }
        guard broken else { return "\(site)/media/jpeg/\(imageBytes)/\(name).jpg" }
        return switch index % 10 {
        case 3: "\(site)/media/html/\(imageBytes)/\(name).jpg"
        case 4: "\(site)/media/mislabelled/\(imageBytes)/\(name).jpg"
        case 8: "\(site)/media/redirect-private/\(imageBytes)/\(name).jpg"
        case 9: "\(site)/media/jpeg/\(Self.oversizeBytes)/\(name).jpg"
        default: "\(site)/media/jpeg/\(imageBytes)/\(name).jpg"
        }
    }

    /// The thumbnail at relevance `index` of `source`.
    func thumbnailURL(source: String, seedHex: String, index: Int) -> String {
        "\(origin(index: index))/media/png/\(Self.thumbnailBytes)/thumb-\(source)-\(seedHex)-\(index).png"
    }

    /// Where the media at relevance `index` live: `base` with one host, else
    /// `http://imgK.localhost:PORT` with K = index mod `hosts` + 1.
    func origin(index: Int) -> String {
        guard hosts > 1 else { return base }
        return "http://img\(index % hosts + 1).localhost\(portSuffix)"
    }
}

extension MockSearchQuery {
    /// The query of a search request, with its media on this mock when `--local-media` is on.
    init(_ text: String, request: HTTPRequest, configuration: MockConfiguration) {
        self.init(text)
        media = LocalMedia(
            enabled: configuration.localMedia,
            request: request,
            imageBytes: configuration.mediaBytes,
            query: text,
            hosts: configuration.mediaHosts
        )
    }
}
