/// A search query as the mock reads it: its words, a stable seed, and the result count per source.
///
/// Counts: a token `n=NUMBER` gives every source NUMBER results; `naver=N` and `kakao=N`
/// (Kakao image and video alike) override it per source; `broken=1`, `stall=1`, `hold=1` and `busy=…` are read by `LocalMedia`. Without tokens the count is derived
/// from the FNV-1a hash of the whole query text, in 2000...20000. Tokens are not shown as words.
struct MockSearchQuery {
    /// The query as received.
    let text: String
    /// The words of the query without the count tokens.
    let words: [String]
    /// The FNV-1a hash of the whole query text; every generated value derives from it.
    let seed: UInt64
    /// How many Naver image results exist.
    let naverTotal: Int
    /// How many Kakao image (and, separately, video) results exist.
    let kakaoTotal: Int
    /// Where the results' media live when the mock serves them itself (`--local-media`).
    var media: LocalMedia?

    /// The largest count a token may ask for.
    static let maximumTotal = 100_000_000

    init(_ text: String) {
        self.text = text
        seed = FNV1a.hash(text)
        var words: [String] = []
        var common: Int?
        var naver: Int?
        var kakao: Int?
        for token in text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
            if token.hasPrefix("busy=") { continue }
            let pair = token.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if pair.count == 2, pair[1].allSatisfy(\.isASCII), let count = Int(pair[1]), count >= 0 {
                let bounded = min(count, Self.maximumTotal)
                switch pair[0] {
                case "n":
                    common = bounded
                    continue
                case "naver":
                    naver = bounded
                    continue
                case "kakao":
                    kakao = bounded
                    continue
                case "broken", "stall", "hold": continue
                default: break
                }
            }
            words.append(String(token))
        }
        self.words = words
        let derived = 2000 + Int(seed % 18_001)
        naverTotal = naver ?? common ?? derived
        kakaoTotal = kakao ?? common ?? derived
    }

    /// The seed in hexadecimal, used in generated URLs so each query has its own.
    var seedHex: String {
        let hex = String(seed, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// A stable number for item `index` and a purpose `salt`.
    func value(_ index: Int, salt: UInt64) -> UInt64 {
        FNV1a.hash(seed, salt, UInt64(truncatingIfNeeded: index))
    }
}

/// The cross-source duplicate rules.
///
/// For every 0-based relevance index `i` divisible by 5, Naver item `i` in `sim` order has a
/// `link` equal to the `image_url` of Kakao image document `i` in `accuracy` order, for the
/// same query text: both are `http://img.example.com/shared/{seed}/{i}.jpg`. Naver item 1 and
/// Kakao document 1 are one picture under two addresses (`twin`: with `--local-media`, the
/// same bytes; without it, plain source-specific URLs). Other items have source-specific URLs. De-duplication tests rely on this.
enum SharedImageURL {
    /// Whether relevance index `index` carries the shared URL.
    static func isShared(_ index: Int) -> Bool {
        index % 5 == 0
    }

    /// Whether relevance index `index` is one picture under a URL of each source.
    static func isTwin(_ index: Int) -> Bool {
        index == 1
    }

    /// The image at relevance index `index` for `source`: its URL, and with local media the
    /// width and height of the picture served (nil: the catalog's own).
    static func image(for query: MockSearchQuery, index: Int, source: String) -> (url: String, size: (Int, Int)?) {
        guard let media = query.media else {
            let owner = isShared(index) ? "shared" : source
            return ("http://img.example.com/\(owner)/\(query.seedHex)/\(index).jpg", nil)
        }
        let owner = isShared(index) ? "shared" : isTwin(index) ? "twin" : source
        let image = media.image(owner: owner, seedHex: query.seedHex, index: index, copy: isTwin(index) ? source : nil)
        return (image.url, (image.width, image.height))
    }
}
