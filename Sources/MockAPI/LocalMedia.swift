/// With `--local-media`, where the search results' images and thumbnails live: on the mock
/// itself (`http://127.0.0.1:PORT/media/…`, served by `MediaRoute`) instead of example.com,
/// so downloads can be tested without leaving the machine.
///
/// A query token `broken=1` makes some results misbehave, by relevance index modulo 10:
/// 3 an HTML error page (`text/html`), 4 an HTML page labelled `image/jpeg`, 8 a redirect to a
/// private address (10.0.0.1), 9 a body of 3 MiB (over a small `--max-size`). A token `stall=1`
/// makes every image send half its body and then nothing (for deadlines and Ctrl-C).
struct LocalMedia: Sendable {
    /// `http://127.0.0.1:PORT`, from the request's `Host`.
    let base: String
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
    init?(enabled: Bool, request: HTTPRequest, imageBytes: Int, query: String) {
        guard enabled, let host = request.header("Host"), !host.isEmpty,
            host.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || ".:[]-".contains($0)) })
        else { return nil }
        base = "http://\(host)"
        self.imageBytes = imageBytes
        let tokens = query.split(separator: " ")
        broken = tokens.contains("broken=1")
        stalls = tokens.contains("stall=1")
    }

    /// The original image at relevance `index` for `owner` (`shared`, `naver`, `kakao`).
    func imageURL(owner: String, seedHex: String, index: Int) -> String {
        let name = "\(owner)-\(seedHex)-\(index)"
        if stalls { return "\(base)/media/stall/\(imageBytes)/\(name).jpg" }
        guard broken else { return "\(base)/media/jpeg/\(imageBytes)/\(name).jpg" }
        return switch index % 10 {
        case 3: "\(base)/media/html/\(imageBytes)/\(name).jpg"
        case 4: "\(base)/media/mislabelled/\(imageBytes)/\(name).jpg"
        case 8: "\(base)/media/redirect-private/\(imageBytes)/\(name).jpg"
        case 9: "\(base)/media/jpeg/\(Self.oversizeBytes)/\(name).jpg"
        default: "\(base)/media/jpeg/\(imageBytes)/\(name).jpg"
        }
    }

    /// The thumbnail at relevance `index` of `source`.
    func thumbnailURL(source: String, seedHex: String, index: Int) -> String {
        "\(base)/media/png/\(Self.thumbnailBytes)/thumb-\(source)-\(seedHex)-\(index).png"
    }
}
