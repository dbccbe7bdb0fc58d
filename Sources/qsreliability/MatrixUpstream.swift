import MockAPI
import QuickSearchData

/// An upstream a command talks to, as the mock serves it: a mock route, and the catalog's
/// entry for the upstream behind it (its address variable, whether it is a page).
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

    /// The catalog's entry for the upstream the route stands in for.
    var upstream: Upstream {
        switch self {
        case .naverImage: .naver
        case .kakaoImage, .kakaoVclip: .kakao
        case .pages: .devEvent
        }
    }

    /// Whether it answers JSON (an API below a base URL) rather than an HTML page.
    var speaksJSON: Bool {
        upstream.page == nil
    }

    /// Whether it is Naver (its documented errors differ from Kakao's).
    var isNaver: Bool {
        upstream.id == Upstream.naver.id
    }

    /// The environment variable holding its address, for placing it somewhere other than the
    /// mock (a refused port, a name that does not resolve): the catalog's.
    var addressVariable: String? {
        upstream.addressVariable
    }

    /// The value of `addressVariable` for an upstream at `base` (`http://host:port`).
    func address(base: String) -> String {
        Self.address(of: upstream, base: base)
    }

    /// The value of `upstream`'s address variable for the mock at `base`: the base itself, or
    /// for a page upstream the fixture page below it.
    static func address(of upstream: Upstream, base: String) -> String {
        upstream.page == nil ? base : base + MatrixCommand.pagePath
    }
}
