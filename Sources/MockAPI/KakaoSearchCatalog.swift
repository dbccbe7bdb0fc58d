/// The deterministic Kakao results of one query in one collection.
///
/// Documents are numbered by accuracy index. The reachable set is the first `pageableCount`
/// of them; recency order is a fixed permutation of that set whose datetimes strictly
/// descend from a fixed base time (2025-06-01 12:00 KST) over about two years. A document's
/// content and datetime depend only on its index, never on the page size.
struct KakaoSearchCatalog {
    let query: MockSearchQuery
    let kind: KakaoSearchKind

    /// The newest datetime any document carries.
    static let baseTime = 1_748_746_800

    private static let collections = ["blog", "news", "cafe", "web"]
    private static let siteNames = ["티스토리", "네이버블로그", "다음카페", "연합뉴스", "A&B 매거진"]
    private static let authors = ["JTBC Entertainment", "채널 A&B", "Example TV", "여행하는 개발자"]

    var total: Int { query.kakaoTotal }
    /// `min(total, maximumPage × maximumSize)`.
    var pageableCount: Int { min(total, kind.pageableLimit) }

    /// The documents at 0-based `positions` in `sort` order.
    func documents(_ positions: Range<Int>, sort: String) -> [JSONValue] {
        let clamped = positions.clamped(to: 0..<pageableCount)
        guard !clamped.isEmpty else { return [] }
        let newestFirst = SplitMix64.permutation(count: pageableCount, seed: query.seed ^ kind.salt)
        if sort == "recency" {
            return clamped.map { document(newestFirst[$0], recencyRank: $0) }
        }
        var rankOfIndex = [Int](repeating: 0, count: newestFirst.count)
        for (rank, index) in newestFirst.enumerated() {
            rankOfIndex[index] = rank
        }
        return clamped.map { document($0, recencyRank: rankOfIndex[$0]) }
    }

    /// The datetime of the document that is `rank`-th newest.
    func unixTime(recencyRank rank: Int) -> Int {
        let jitter = Int(query.value(rank, salt: kind.salt ^ 0x7) % UInt64(kind.timeStep))
        return Self.baseTime - rank * kind.timeStep - jitter
    }

    private func document(_ index: Int, recencyRank: Int) -> JSONValue {
        let datetime = JSONValue.string(HTTPDate.kakaoDateTime(unixSeconds: unixTime(recencyRank: recencyRank)))
        let key = query.seedHex
        switch kind {
        case .image:
            let (url, served) = SharedImageURL.image(for: query, index: index, source: "kakao")
            return .object([
                ("collection", .string(pick(Self.collections, index, salt: 11))),
                ("datetime", datetime),
                ("display_sitename", .string(pick(Self.siteNames, index, salt: 12))),
                (
                    "doc_url",
                    .string("https://search.example.com/kakao/doc/\(key)/\(index)?ref=image&rank=\(index + 1)")
                ),
                ("height", .integer(served?.1 ?? 100 + Int(query.value(index, salt: 13) % 3901))),
                ("image_url", .string(url)),
                (
                    "thumbnail_url",
                    .string(
                        query.media?.thumbnailURL(source: "kakao", seedHex: key, index: index)
                            ?? "https://thumb.example.com/argon/130x130_85_c/\(key)\(index)"
                    )
                ),
                ("width", .integer(served?.0 ?? 100 + Int(query.value(index, salt: 14) % 3901))),
            ])
        case .vclip:
            return .object([
                ("author", .string(pick(Self.authors, index, salt: 21))),
                ("datetime", datetime),
                ("play_time", .integer(15 + Int(query.value(index, salt: 22) % 3600))),
                (
                    "thumbnail",
                    .string(
                        query.media?.thumbnailURL(source: "kakao-video", seedHex: key, index: index)
                            ?? "https://thumb.example.com/argon/138x78_80_pr/\(key)v\(index)"
                    )
                ),
                ("title", .string(videoTitle(index))),
                ("url", .string("https://video.example.com/watch?v=\(key)\(index)&list=mock")),
            ])
        }
    }

    private func videoTitle(_ index: Int) -> String {
        let words = query.words.isEmpty ? "영상" : query.words.joined(separator: " ")
        let number = index + 1
        return switch query.value(index, salt: 23) % 3 {
        case 0: "\(words) 모음 \(number)"
        case 1: "[선공개] \(words) & 친구들 \(number)"
        default: "\(words) <하이라이트> \(number)"
        }
    }

    private func pick(_ choices: [String], _ index: Int, salt: UInt64) -> String {
        choices[Int(query.value(index, salt: salt ^ kind.salt) % UInt64(choices.count))]
    }
}
