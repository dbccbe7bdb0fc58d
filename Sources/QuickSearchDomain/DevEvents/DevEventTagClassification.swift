/// The tags of an entry sorted into attendance mode (with place), price, kinds and topics.
///
/// `온라인` → online; `오프라인` or `오프라인(서울 강남구)` → offline, with the text in
/// parentheses as the place; both, or `하이브리드` / `온오프라인` → hybrid; a `웨비나` with no
/// location tag → online. `무료` → free, `유료` → paid (both → paid). Tags in
/// `kindVocabulary` (세미나, 모임, 대회, 교육, 컨퍼런스, 해커톤, 웨비나, 부트캠프, ...) are kinds;
/// every other tag is a topic.
public struct DevEventTagClassification: Sendable, Hashable {
    /// Online, offline, hybrid, or unknown.
    public var mode: DevEventMode
    /// Where an offline event happens (`서울 강남구`), when a tag says so.
    public var place: String?
    /// Free, paid, or unknown.
    public var price: DevEventPrice
    /// Tags naming the kind of event, as written.
    public var kinds: [String]
    /// Every other tag, as written.
    public var topics: [String]

    /// Sorts `tags` (as written) into the categories above.
    public init(tags: [String]) {
        var online = false
        var offline = false
        var hybrid = false
        var free = false
        var paid = false
        var place: String?
        var kinds: [String] = []
        var topics: [String] = []
        for tag in tags {
            if let category = Self.exactTags[tag] {
                switch category {
                case .online: online = true
                case .offline: offline = true
                case .free: free = true
                case .paid: paid = true
                case .kind: kinds.append(tag)
                }
                continue
            }
            let folded = DevEventTextNormalizer.removing(Self.space, from: DevEventTextNormalizer.fold(tag))
            let foldedBase =
                folded.firstIndex(where: { $0 == "(" || $0 == "（" }).map { String(folded[..<$0]) } ?? folded
            switch foldedBase {
            case "온라인", "online":
                online = true
            case "오프라인", "offline":
                offline = true
                if place == nil, let detail = Self.detail(of: tag), !detail.isEmpty { place = detail }
            case "하이브리드", "온오프라인", "온·오프라인", "온/오프라인", "hybrid":
                hybrid = true
            case "무료", "free":
                free = true
            case "유료", "paid":
                paid = true
            default:
                if Self.kindVocabulary.contains(folded) || Self.kindVocabulary.contains(foldedBase) {
                    kinds.append(tag)
                } else {
                    topics.append(tag)
                }
            }
        }
        let webinar = kinds.contains {
            DevEventTextNormalizer.fold($0) == "웨비나" || DevEventTextNormalizer.fold($0) == "webinar"
        }
        if hybrid || (online && offline) {
            mode = .hybrid
        } else if online || (webinar && !offline) {
            mode = .online
        } else if offline {
            mode = .offline
        } else {
            mode = .unknown
        }
        self.place = place
        price = paid ? .paid : (free ? .free : .unknown)
        self.kinds = kinds
        self.topics = topics
    }

    /// Folded names of the kinds of event (the rest of the non-mode, non-price tags are topics).
    public static let kindVocabulary: Set<String> = [
        "세미나", "모임", "대회", "경진대회", "공모전", "교육", "컨퍼런스", "콘퍼런스", "해커톤", "웨비나",
        "부트캠프", "밋업", "네트워킹", "스터디", "워크숍", "워크샵", "강연", "특강", "동아리", "챌린지",
        "포럼", "캠프", "설명회", "박람회", "멘토링", "페스티벌", "축제", "행사", "라이브", "토크콘서트",
        "conference", "meetup", "hackathon", "webinar", "seminar", "workshop", "bootcamp", "study",
    ]

    private static let space: Set<Unicode.Scalar> = [" "]

    /// The common spellings, recognised without folding.
    private static let exactTags: [String: ExactTag] = {
        var tags: [String: ExactTag] = ["온라인": .online, "오프라인": .offline, "무료": .free, "유료": .paid]
        for kind in kindVocabulary { tags[kind] = .kind }
        return tags
    }()

    private enum ExactTag {
        case online, offline, free, paid, kind
    }

    /// `서울 강남구` in `오프라인(서울 강남구)`.
    private static func detail(of tag: String) -> String? {
        guard let open = tag.firstIndex(where: { $0 == "(" || $0 == "（" }) else { return nil }
        var detail = tag[tag.index(after: open)...]
        if let close = detail.lastIndex(where: { $0 == ")" || $0 == "）" }) {
            detail = detail[..<close]
        }
        return DevEventTextNormalizer.clean(String(detail))
    }
}

/// How an event is attended, from its `온라인` / `오프라인(...)` tags.
public enum DevEventMode: String, Sendable, Codable, Hashable, CaseIterable {
    case online
    case offline
    /// Both online and offline.
    case hybrid
    case unknown
}

/// Whether an event costs money, from its `무료` / `유료` tags.
public enum DevEventPrice: String, Sendable, Codable, Hashable, CaseIterable {
    case free
    case paid
    case unknown
}
