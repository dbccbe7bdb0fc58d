/// The meaning of a `key: value` line under an entry.
public enum DevEventFieldKey: Sendable, Hashable {
    /// `분류`: tags.
    case tags
    /// `주최`: host(s).
    case host
    /// A period key: `접수`, `일시`, `신청`, `모집`.
    case period(DevEventPeriodKind)

    /// Recognises a key, including the misspellings seen on the page (`주회`, `주체` → host,
    /// `등로` → registration, `알사` → event date) and spaced or suffixed forms (`접수 기간`);
    /// nil for anything else.
    public init?(label: String) {
        if let known = Self.keys[label] {
            self = known
            return
        }
        guard label.unicodeScalars.count <= 24 else { return nil }
        var key = DevEventTextNormalizer.removing(Self.ignored, from: DevEventTextNormalizer.fold(label))
        for suffix in ["기간", "일정", "날짜"] where key.count > suffix.count && key.hasSuffix(suffix) {
            key = String(key.dropLast(suffix.count))
        }
        guard let known = Self.keys[key] else { return nil }
        self = known
    }

    private static let ignored = Set(" -*_`'\"[]".unicodeScalars)

    private static let keys: [String: DevEventFieldKey] = [
        "분류": .tags, "카테고리": .tags, "태그": .tags, "분야": .tags, "tags": .tags, "tag": .tags,
        "주최": .host, "주관": .host, "주최/주관": .host, "주최사": .host, "주최자": .host,
        "주회": .host, "주체": .host, "주초": .host, "host": .host,
        "접수": .period(.registration), "등록": .period(.registration), "등로": .period(.registration),
        "일시": .period(.eventDate), "알사": .period(.eventDate), "일자": .period(.eventDate),
        "행사일": .period(.eventDate), "날짜": .period(.eventDate),
        "일정": .period(.eventDate), "기간": .period(.eventDate), "date": .period(.eventDate),
        "신청": .period(.application),
        "모집": .period(.recruitment),
    ]
}
