/// The deterministic Naver image results of one query.
///
/// Items are numbered by relevance index (the `sim` order). `date` order is a fixed
/// permutation of the reachable items (the first 1099: `start` ≤ 1000, `display` ≤ 100), so
/// an item's position never depends on the page size.
struct NaverImageCatalog {
    let query: MockSearchQuery

    /// How many items paging can reach at most: 1000 + 100 − 1.
    static let reachableCount = 1099
    /// The fixed time used as `lastBuildDate` (2025-06-01 12:00 KST).
    static let buildTime = 1_748_746_800

    private static let prefixes = ["고양이", "풍경", "여행", "일상", "Sample"]
    private static let dateSalt: UInt64 = 0x6e61_7665_7264_6174

    var total: Int { query.naverTotal }

    /// The relevance indices of the items at 0-based `positions` in `sort` order.
    func relevanceIndices(_ positions: Range<Int>, sort: String) -> [Int] {
        let clamped = positions.clamped(to: 0..<total)
        guard sort == "date", !clamped.isEmpty else { return Array(clamped) }
        let order = SplitMix64.permutation(
            count: min(total, Self.reachableCount),
            seed: query.seed ^ Self.dateSalt
        )
        return clamped.map { $0 < order.count ? order[$0] : $0 }
    }

    /// The item with relevance index `index`, its sizes within `filter`'s class (with local
    /// media, the picture's own, whatever the filter).
    func item(_ index: Int, filter: String) -> JSONValue {
        let (link, served) = SharedImageURL.image(for: query, index: index, source: "naver")
        let thumbnail =
            query.media?.thumbnailURL(source: "naver", seedHex: query.seedHex, index: index)
            ?? "https://search.example.com/common/?src=\(link)&type=b150"
        let sizeClass: String =
            switch filter {
            case "large", "medium", "small": filter
            default: ["large", "medium", "small"][Int(query.value(index, salt: 3) % 3)]
            }
        let range: ClosedRange<UInt64> =
            switch sizeClass {
            case "large": 1000...4000
            case "medium": 400...999
            default: 100...399
            }
        let span = range.upperBound - range.lowerBound + 1
        let width = served?.0 ?? Int(range.lowerBound + query.value(index, salt: 4) % span)
        let height = served?.1 ?? Int(range.lowerBound + query.value(index, salt: 5) % span)
        return .object([
            ("title", .string(title(index))),
            ("link", .string(link)),
            ("thumbnail", .string(thumbnail)),
            ("sizeheight", .string(String(height))),
            ("sizewidth", .string(String(width))),
        ])
    }

    /// A title with the query words in `<b>` tags and HTML entities, as Naver writes them.
    func title(_ index: Int) -> String {
        let highlighted =
            query.words.isEmpty
            ? "이미지"
            : query.words.map { "<b>\(HTMLText.escape($0))</b>" }.joined(separator: " ")
        let prefix = Self.prefixes[Int(query.value(index, salt: 1) % UInt64(Self.prefixes.count))]
        let number = index + 1
        return switch query.value(index, salt: 2) % 4 {
        case 0: "\(prefix) \(highlighted) &amp; &quot;샘플&quot; \(number)"
        case 1: "\(highlighted) 모음 \(number)"
        case 2: "\(prefix) &lt;\(highlighted)&gt; 갤러리 \(number)"
        default: "\(highlighted) 사진 &quot;\(prefix)&quot; \(number)"
        }
    }
}

/// Escaping of text placed inside HTML, as Naver does in its titles.
enum HTMLText {
    /// The text with `&`, `<`, `>` and `"` written as entities.
    static func escape(_ text: String) -> String {
        var output = ""
        for character in text {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            default: output.append(character)
            }
        }
        return output
    }
}
