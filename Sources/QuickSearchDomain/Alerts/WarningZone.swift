/// A zone a weather warning is issued for, as the bulletin lists it: a name (`서울`,
/// `경기도`, `강원북부산지`, `울릉도.독도`, `서해중부앞바다`) and, for a province, the parts of it
/// named in parentheses (`경기도(수원, 성남)` → 수원, 성남).
public struct WarningZone: Sendable, Hashable, Codable {
    public var name: String
    public var parts: [String]

    public init(name: String, parts: [String]) {
        self.name = name
        self.parts = parts
    }

    /// `경기도(수원, 성남)` as the bulletin writes it.
    public var text: String {
        parts.isEmpty ? name : "\(name)(\(parts.joined(separator: ", ")))"
    }

    /// Whether the zone covers a place in `area`:
    ///
    /// - a sea zone (its name holds `바다`) covers no place on land;
    /// - a province's name covers the province, all of it without parts, else where a part
    ///   starts with the place's city stem (`수원` for 수원시, `강릉평지` for 강릉시); a place whose
    ///   city is not known is covered (an alert that may concern it is shown, not hidden);
    /// - a name starting with the province's short name (`서울동남권`, `강원북부산지`) is a part of
    ///   it that cannot be told apart by city: it covers the whole province;
    /// - any other name (an island zone, `울릉도.독도`) covers the place whose city stem it
    ///   starts with.
    public func covers(_ area: PlaceArea) -> Bool {
        guard !name.contains("바다") else { return false }
        if let province = Province(name: name) {
            guard province == area.province else { return false }
            guard !parts.isEmpty, let stem = area.cityStem else { return true }
            return parts.contains { $0.hasPrefix(stem) }
        }
        if name.hasPrefix(area.province.shortName) { return true }
        guard let stem = area.cityStem else { return false }
        return name.hasPrefix(stem)
    }
}
