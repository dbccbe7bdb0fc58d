/// How merged results are ordered.
public enum MediaSortOrder: String, Sendable, Codable, CaseIterable {
    /// Each source's own relevance order, sources interleaved by rank.
    case accuracy
    /// Newest first by item date; undated items keep their place by rank.
    case recency
}
