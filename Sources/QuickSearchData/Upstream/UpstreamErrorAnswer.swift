/// What an upstream's error answer means when it is not a failure. An error reader throws a
/// `SourceFailure` for every failure and returns one of these for the rest.
public enum UpstreamErrorAnswer: Sendable, Hashable {
    /// There is nothing past this point (Naver's SE03, Kakao's "page is more than max"): as
    /// lasting as a page, so it may be cached.
    case endOfResults
}
