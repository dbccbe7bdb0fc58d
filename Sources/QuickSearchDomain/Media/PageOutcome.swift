/// What one page request of one source produced.
public enum PageOutcome: Sendable, Hashable {
    /// Items in the source's order; `isEnd` when no page after this one has results.
    case page(items: [MediaItem], isEnd: Bool, total: Int?)
    /// The request failed; later pages of this source are not used (no gaps).
    case failed(SourceFailure)
}
