import MockAPI

/// An upstream a command talks to, as the mock serves it.
enum MatrixUpstream: String, CaseIterable {
    case naverImage = "naver-image"
    case kakaoImage = "kakao-image"
    case kakaoVclip = "kakao-vclip"
    case pages

    /// The mock route that stands in for it.
    var route: MockFaultRoute {
        switch self {
        case .naverImage: .naverImage
        case .kakaoImage: .kakaoImage
        case .kakaoVclip: .kakaoVclip
        case .pages: .pages
        }
    }

    /// Whether it answers JSON (the search APIs) rather than an HTML page.
    var speaksJSON: Bool {
        self != .pages
    }

    /// Whether it is Naver (its documented errors differ from Kakao's).
    var isNaver: Bool {
        self == .naverImage
    }

    /// The environment variable holding its base URL, and the path the tool appends, for
    /// placing it somewhere other than the mock (a refused port, a name that does not resolve).
    var addressVariable: String {
        switch self {
        case .naverImage: "QSEARCH_NAVER_URL"
        case .kakaoImage, .kakaoVclip: "QSEARCH_KAKAO_URL"
        case .pages: "DEVEVENTS_SOURCE"
        }
    }

    /// The value of `addressVariable` for an upstream at `base` (`http://host:port`).
    func address(base: String) -> String {
        self == .pages ? base + MatrixCommand.pagePath : base
    }
}
