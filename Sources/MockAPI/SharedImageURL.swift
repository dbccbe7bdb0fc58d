/// The cross-source duplicate rule.
///
/// For every 0-based relevance index `i` divisible by 5, Naver item `i` in `sim` order has a
/// `link` equal to the `image_url` of Kakao image document `i` in `accuracy` order, for the
/// same query text: both are `http://img.example.com/shared/{seed}/{i}.jpg`. Other items have
/// source-specific URLs. De-duplication tests rely on this.
enum SharedImageURL {
    /// Whether relevance index `index` carries the shared URL.
    static func isShared(_ index: Int) -> Bool {
        index % 5 == 0
    }

    /// The image URL at relevance index `index` for `source` (`naver` or `kakao`).
    static func url(for query: MockSearchQuery, index: Int, source: String) -> String {
        let owner = isShared(index) ? "shared" : source
        if let media = query.media {
            return media.imageURL(owner: owner, seedHex: query.seedHex, index: index)
        }
        return "http://img.example.com/\(owner)/\(query.seedHex)/\(index).jpg"
    }
}
