/// The two Kakao search collections the mock serves, with their limits.
enum KakaoSearchKind {
    /// `/v2/search/image`: page 1...50, size 1...80 (default 80).
    case image
    /// `/v2/search/vclip`: page 1...15, size 1...30 (default 15).
    case vclip

    init?(path: String) {
        switch path {
        case "/v2/search/image": self = .image
        case "/v2/search/vclip": self = .vclip
        default: return nil
        }
    }

    var maximumPage: Int { self == .image ? 50 : 15 }
    var maximumSize: Int { self == .image ? 80 : 30 }
    var defaultSize: Int { self == .image ? 80 : 15 }
    /// The deepest reachable result count: `maximumPage × maximumSize`.
    var pageableLimit: Int { maximumPage * maximumSize }
    /// Seconds between consecutive datetimes in recency order (spreads results over ~2 years).
    var timeStep: Int { self == .image ? 4 * 3600 : 36 * 3600 }
    /// Separates the permutations and values of the two collections.
    var salt: UInt64 { self == .image ? 0x6b_696d_6167 : 0x6b_7663_6c69 }
    /// The fault route this collection answers to.
    var faultRoute: MockFaultRoute { self == .image ? .kakaoImage : .kakaoVclip }
}
