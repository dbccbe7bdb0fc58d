import Foundation

@testable import QuickSearchDomain

/// Builders of small media streams for the merge and paging tests.
enum MediaFixtures {
    static let naver = MediaSourceID("naver-image")
    static let kakao = MediaSourceID("kakao-image")

    static func item(_ source: MediaSourceID, _ rank: Int, url: String? = nil, minutesAgo: Int? = nil) -> MediaItem {
        MediaItem(
            source: source,
            kind: .image,
            title: "\(source) \(rank)",
            url: url ?? "https://\(source).example.com/\(rank).jpg",
            datetime: minutesAgo.map { Date(timeIntervalSince1970: 1_700_000_000 - Double($0) * 60) },
            rank: rank
        )
    }

    static func stream(_ source: MediaSourceID, count: Int) -> [MediaItem] {
        (1...max(count, 1)).prefix(count).map { item(source, $0) }
    }
}
