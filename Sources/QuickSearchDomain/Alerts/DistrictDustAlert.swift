import Foundation

/// A fine-dust advisory or warning of a province (시·도), issued for an area of it (a city, or a
/// group of districts: Seoul's 권역), and cleared later.
public struct DistrictDustAlert: Sendable, Hashable, Codable {
    public var pollutant: Pollutant
    /// `advisory` (주의보) or `warning` (경보).
    public var level: AlertLevel
    public var province: Province
    /// The area within the province, as the alert names it (`동남권`, `수원시`, `서울`).
    public var area: String
    public var issuedAt: Date
    public var clearedAt: Date?
    /// The concentration at issue, µg/m³; nil when not given.
    public var value: Double?

    public init(
        pollutant: Pollutant,
        level: AlertLevel,
        province: Province,
        area: String,
        issuedAt: Date,
        clearedAt: Date?,
        value: Double?
    ) {
        self.pollutant = pollutant
        self.level = level
        self.province = province
        self.area = area
        self.issuedAt = issuedAt
        self.clearedAt = clearedAt
        self.value = value
    }

    /// Seoul's five areas (권역) the city's fine-dust alerts are issued for, by district stem.
    public static let seoulAreas: [String: Set<String>] = [
        "도심권": ["종로", "중구", "용산"],
        "동북권": ["성동", "광진", "동대문", "중랑", "성북", "강북", "도봉", "노원"],
        "서북권": ["은평", "서대문", "마포"],
        "서남권": ["양천", "강서", "구로", "금천", "영등포", "동작", "관악"],
        "동남권": ["서초", "강남", "송파", "강동"],
    ]

    /// The area without the province's name before it (`서울 동남권` → `동남권`).
    var localArea: String {
        let words = area.split(separator: " ")
        guard words.count > 1, Province(name: String(words[0])) == province else { return area }
        return words.dropFirst().joined(separator: " ")
    }

    /// Whether it was issued for a place in `area`: the same province, and an area that is the
    /// whole province (its name), holds the place (Seoul's 권역 by `seoulAreas`, a city by its
    /// stem), or cannot be told apart (another province's 권역, or a place whose city is not
    /// known: an alert that may concern it is shown, not hidden).
    public func covers(_ place: PlaceArea) -> Bool {
        guard place.province == province else { return false }
        let local = localArea
        guard Province(name: local) != province, let stem = place.cityStem else { return true }
        if local.hasSuffix("권") {
            guard province == .seoul, let districts = Self.seoulAreas[local] else { return true }
            return districts.contains(stem)
        }
        return local.hasPrefix(stem)
    }

    /// The alert as a place sees it.
    public var alert: Alert {
        let kind: AlertKind = pollutant == .pm10 ? .pm10 : .pm25
        let label = pollutant == .pm10 ? "미세먼지(PM10)" : "초미세먼지(PM2.5)"
        let concentration = value.map { " \(Int($0.rounded()))㎍/㎥" } ?? ""
        return Alert(
            source: .dustAlerts,
            kind: kind,
            level: level,
            region: "\(province.shortName) \(localArea)",
            issuedAt: issuedAt,
            clearedAt: clearedAt,
            text: "\(label) \(level.koreanName)\(concentration)"
        )
    }
}
