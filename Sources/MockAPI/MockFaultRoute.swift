/// The part of the mock server a fault applies to.
public enum MockFaultRoute: String, Sendable, Hashable, CaseIterable {
    /// `/v1/search/image` and `/v1/search/image.json`.
    case naverImage = "naver-image"
    /// `/v2/search/image`.
    case kakaoImage = "kakao-image"
    /// `/v2/search/vclip`.
    case kakaoVclip = "kakao-vclip"
    /// `/pages/...`.
    case pages
    /// Every path.
    case any
}
