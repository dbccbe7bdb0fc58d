/// How `tags` counts a tag and how `--tag` matches one. A mode tag with a detail in
/// parentheses is grouped: `오프라인(서울 강남구)` counts as its mode `오프라인` and its region
/// `서울` (the first word of the place), and `--tag` finds it by the tag as written, the mode,
/// the region, or the whole place. An online detail (`온라인(Zoom)`) is not a place: the tag
/// counts as `온라인`. Every other tag stands for itself.
public enum DevEventTagGroups {
    /// The names a tag is counted under, as written: `["오프라인", "서울"]`, or `[tag]`.
    public static func counted(_ tag: String) -> [String] {
        guard let parts = parts(of: tag) else { return [tag] }
        return [parts.mode] + (parts.isPlace ? parts.region.map { [$0] } ?? [] : [])
    }

    /// The folded forms `--tag` values are compared with.
    public static func matched(_ tag: String) -> [String] {
        var forms = [DevEventTextNormalizer.fold(tag)]
        if let parts = parts(of: tag) {
            forms.append(DevEventTextNormalizer.fold(parts.mode))
            if !parts.detail.isEmpty { forms.append(DevEventTextNormalizer.fold(parts.detail)) }
            if let region = parts.region { forms.append(DevEventTextNormalizer.fold(region)) }
        }
        return forms
    }

    private static let placeModes: Set<String> = ["오프라인", "offline", "하이브리드", "온오프라인", "온·오프라인", "온/오프라인", "hybrid"]
    private static let onlineModes: Set<String> = ["온라인", "online"]

    /// The mode before the parentheses, the detail inside, its first word, and whether the
    /// detail names a place; nil for a tag that is not a mode with a detail.
    private static func parts(of tag: String) -> (mode: String, detail: String, region: String?, isPlace: Bool)? {
        guard let open = tag.firstIndex(where: { $0 == "(" || $0 == "（" }) else { return nil }
        let mode = DevEventTextNormalizer.clean(String(tag[..<open]))
        let folded = DevEventTextNormalizer.fold(mode).filter { $0 != " " }
        let isPlace = placeModes.contains(folded)
        guard isPlace || onlineModes.contains(folded) else { return nil }
        var detail = tag[tag.index(after: open)...]
        if let close = detail.lastIndex(where: { $0 == ")" || $0 == "）" }) {
            detail = detail[..<close]
        }
        let cleaned = DevEventTextNormalizer.clean(String(detail))
        let region = cleaned.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "，" || $0 == "/" }).first.map(
            String.init
        )
        return (mode, cleaned, region, isPlace)
    }
}
