import Foundation
import TestRandomness
import Testing

@testable import QuickSearchDomain

@Suite("Merging sources")
struct MediaMergerTests {
    typealias F = MediaFixtures

    @Test("Accuracy interleaves sources by rank, sources in registration order")
    func accuracyInterleaves() {
        let merged = MediaMerger.merge(
            [F.stream(F.naver, count: 3), F.stream(F.kakao, count: 2)],
            order: .accuracy,
            limit: 10
        )
        #expect(
            merged.map(\.title) == [
                "naver-image 1", "kakao-image 1", "naver-image 2", "kakao-image 2", "naver-image 3",
            ]
        )
    }

    @Test("The limit cuts the merged list, not each source")
    func limit() {
        let merged = MediaMerger.merge(
            [F.stream(F.naver, count: 10), F.stream(F.kakao, count: 10)],
            order: .accuracy,
            limit: 3
        )
        #expect(merged.map(\.title) == ["naver-image 1", "kakao-image 1", "naver-image 2"])
    }

    @Test("The same URL from two sources is one item listing both")
    func deduplicates() {
        let naver = [F.item(F.naver, 1, url: "http://img.example.com/a.jpg"), F.item(F.naver, 2)]
        let kakao = [F.item(F.kakao, 1), F.item(F.kakao, 2, url: "HTTP://IMG.example.com/a.jpg/")]
        let merged = MediaMerger.merge([naver, kakao], order: .accuracy, limit: 10)
        #expect(merged.count == 3)
        #expect(merged[0].sources == [F.naver, F.kakao])
        #expect(merged[0].source == F.naver)
        #expect(Set(merged.map(\.url)).count == 3)
    }

    @Test("A duplicate does not use up a place in the limit")
    func duplicateDoesNotCount() {
        let naver = [F.item(F.naver, 1, url: "https://x.example.com/1")]
        let kakao = [F.item(F.kakao, 1, url: "https://x.example.com/1"), F.item(F.kakao, 2)]
        let merged = MediaMerger.merge([naver, kakao], order: .accuracy, limit: 2)
        #expect(merged.map(\.title) == ["naver-image 1", "kakao-image 2"])
    }

    @Test("Recency puts the newest first across sources")
    func recencyOrders() {
        let naver = [F.item(F.naver, 1, minutesAgo: 5), F.item(F.naver, 2, minutesAgo: 50)]
        let kakao = [F.item(F.kakao, 1, minutesAgo: 1), F.item(F.kakao, 2, minutesAgo: 10)]
        let merged = MediaMerger.merge([naver, kakao], order: .recency, limit: 10)
        #expect(merged.map(\.title) == ["kakao-image 1", "naver-image 1", "kakao-image 2", "naver-image 2"])
    }

    @Test("Undated items keep their source order and sit between dated ones by rank")
    func recencyWithUndated() {
        let naver = F.stream(F.naver, count: 3)
        let kakao = [
            F.item(F.kakao, 1, minutesAgo: 1), F.item(F.kakao, 2, minutesAgo: 2), F.item(F.kakao, 3, minutesAgo: 3),
        ]
        let merged = MediaMerger.merge([naver, kakao], order: .recency, limit: 10)
        #expect(
            merged.map(\.title) == [
                "naver-image 1", "kakao-image 1", "naver-image 2", "kakao-image 2", "naver-image 3", "kakao-image 3",
            ]
        )
    }

    @Test("Merging is deterministic whatever the equal dates")
    func tiesAreStable() {
        let naver = [F.item(F.naver, 1, minutesAgo: 1)]
        let kakao = [F.item(F.kakao, 1, minutesAgo: 1)]
        for _ in 0..<5 {
            #expect(MediaMerger.merge([naver, kakao], order: .recency, limit: 2).map(\.source) == [F.naver, F.kakao])
        }
    }

    @Test(
        "Deduplication keys fold scheme and host case only",
        arguments: [
            ("HTTPS://Example.COM/Path/A.jpg", "https://example.com/Path/A.jpg"),
            ("  http://a.example.com/x/  ", "http://a.example.com/x"),
            ("not a url", "not a url"),
        ]
    )
    func keys(url: String, key: String) {
        #expect(MediaMerger.deduplicationKey(url) == key)
    }

    /// The byte-wise key of an ASCII URL is Foundation's: on hand-picked edges and on seeded
    /// random strings over the characters that matter (white space, `:`, `/`, `?`, `#`, case).
    @Test("The ASCII key is the Unicode-aware one for every ASCII URL")
    func asciiKeysMatch() {
        let edges = [
            "", "/", " / ", "//", "://", "a://", "://b", "HTTP://Example.COM/Path/", "x:/y", "\tHTTP://A.B?Q=1#F/\r\n",
            "Mailto:Someone@Example.COM", "http://HOST", "http://HOST/", "http://HOST#X", "https://H:8080/P?Q#R",
            "\u{0B}http://A/\u{0C}", "http://a://b/C", "\u{1F}http://A", "http://A\u{1C}",
        ]
        var random = SeededRandom(seed: 18)
        let alphabet = Array(" \t\n\r\u{0B}\u{0C}\u{1C}:/?#aZhTtPpsS.0-_%")
        let generated = (0..<2000).map { _ in
            String((0..<Int.random(in: 0...16, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
        }
        for url in edges + generated {
            #expect(
                MediaMerger.asciiDeduplicationKey(url) == MediaMerger.unicodeDeduplicationKey(url),
                "\(url.debugDescription)"
            )
        }
        #expect(MediaMerger.asciiDeduplicationKey("https://예시.kr/") == nil)
    }
}

@Suite("Merging: sources lists do not depend on the limit")
struct MediaMergerLimitIndependenceTests {
    typealias F = MediaFixtures

    @Test("A duplicate beyond the limit still adds its source", arguments: [1, 2, 3, 10])
    func sourcesBeyondLimit(limit: Int) {
        let naver = [F.item(F.naver, 1, url: "https://x.example.com/shared"), F.item(F.naver, 2), F.item(F.naver, 3)]
        let kakao = [F.item(F.kakao, 1), F.item(F.kakao, 2), F.item(F.kakao, 3, url: "https://x.example.com/shared")]
        let merged = MediaMerger.merge([naver, kakao], order: .accuracy, limit: limit)
        #expect(merged.first?.sources == [F.naver, F.kakao])
        #expect(merged.count == min(limit, 5))
    }
}
