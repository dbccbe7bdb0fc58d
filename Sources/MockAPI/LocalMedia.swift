/// With `--local-media`, where the search results' images and thumbnails live: on the mock
/// itself (`http://127.0.0.1:PORT/media/…`, served by `MediaRoute`) instead of example.com,
/// so downloads can be tested without leaving the machine. Every image is a real PNG
/// (`SyntheticPNG`) with content of its own per address, and the results give its true
/// width and height; Naver's item 1 and Kakao's document 1 are one picture (the same bytes)
/// under two addresses, as the two portals often list one picture. With `--media-hosts N`
/// (N > 1) the media are spread over the names `img1.localhost` … `imgN.localhost` on the same
/// port: libcurl resolves `*.localhost` to the loopback addresses itself, so N "websites" all
/// reach this mock without DNS and without leaving the machine, and each counts as a host of
/// its own for the downloads' per-host bound.
///
/// Query tokens make results misbehave: `broken=1`, by relevance index modulo 10: 3 an HTML
/// error page (`text/html`), 4 an HTML page labelled `image/jpeg`, 7 an image that is a
/// quarter of the width and height its result gives, 8 a redirect to a private address
/// (10.0.0.1), 9 a body of 3 MiB (over a small `--max-size`). `stall=1`: every image sends
/// half its body and then nothing (for deadlines). `hold=1`: every image waits for the test's
/// `MockTransferGate` (for Ctrl-C at a chosen moment). `busy=1`: each image answers HTTP 429
/// with `Retry-After: 1` once, then itself; `busy=long`: always 429, `Retry-After: 3600`.
struct LocalMedia: Sendable {
    /// `http://127.0.0.1:PORT`, from the request's `Host`.
    let base: String
    /// `:PORT` from the request's `Host`, or empty when it names none.
    let portSuffix: String
    /// How many host names the media are spread over (1: all on `base`).
    let hosts: Int
    /// The size of every original image, in bytes.
    let imageBytes: Int
    /// How the query's tokens ask the images to misbehave; nil: they arrive whole.
    let misbehaviour: Misbehaviour?

    /// A way the images misbehave, asked by a token of the query; with several tokens, the
    /// first of these cases the query holds.
    enum Misbehaviour: Sendable, Hashable {
        /// `stall=1`: images that never finish.
        case stall
        /// `hold=1`: images held until the test releases them.
        case hold
        /// `busy=1`: 429 once; `busy=long`: always 429.
        case busy(long: Bool)
        /// `broken=1`: misbehaving results, by relevance index.
        case broken
    }

    /// The size of every thumbnail, in bytes.
    static let thumbnailBytes = 2048
    static let oversizeBytes = 3 << 20

    /// An original image of a result: where it is, and the width and height its result gives.
    struct Image: Sendable, Hashable {
        let url: String
        let width: Int
        let height: Int
    }

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
        if tokens.contains("stall=1") {
            misbehaviour = .stall
        } else if tokens.contains("hold=1") {
            misbehaviour = .hold
        } else if let busy = tokens.first(where: { $0.hasPrefix("busy=") }) {
            misbehaviour = .busy(long: busy.dropFirst(5) == "long")
        } else {
            misbehaviour = tokens.contains("broken=1") ? .broken : nil
        }
    }

    /// The original image at relevance `index` for `owner` (`shared`, `twin`, `naver`,
    /// `kakao`); `copy` names the source of a `twin` (one picture under two addresses: the
    /// part of the name before `~` decides the bytes, see `MediaRoute`).
    func image(owner: String, seedHex: String, index: Int, copy: String? = nil) -> Image {
        let key = "\(owner)-\(seedHex)-\(index)"
        let name = key + (copy.map { "~\($0)" } ?? "") + ".png"
        let site = origin(index: index)
        let variant: String
        var bytes = imageBytes
        var scale = 1
        switch misbehaviour {
        case .stall: variant = "stall"
        case .hold: variant = "held"
        case .busy(let long): variant = long ? "busy-long" : "busy"
        case .broken:
            switch index % 10 {
            case 3: variant = "html"
            case 4: variant = "mislabelled"
            case 7: (variant, scale) = ("png", 4)
            case 8: variant = "redirect-private"
            case 9: (variant, bytes) = ("png", Self.oversizeBytes)
            default: variant = "png"
            }
        case nil: variant = "png"
        }
        let (width, height) = SyntheticPNG.dimensions(key: MediaRoute.contentKey(name), size: bytes)
        return Image(url: "\(site)/media/\(variant)/\(bytes)/\(name)", width: width * scale, height: height * scale)
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
