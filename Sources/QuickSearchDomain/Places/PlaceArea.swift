/// The province and city (or district) a place lies in, as its saved address names them
/// (`서울특별시 종로구 혜화동` → 서울, 종로구): what alerts and forecasts by area are matched on.
public struct PlaceArea: Sendable, Hashable, Codable {
    public var province: Province
    /// The second word of the address when it names a city, county or district (`종로구`,
    /// `수원시`, `양평군`); nil when the address stops at the province or goes on with a dong.
    public var city: String?

    public init(province: Province, city: String?) {
        self.province = province
        self.city = city
    }

    /// The longest address read.
    static let addressLimit = 200

    /// The area of an address: its first word a province's name (`Province.names`), its second
    /// a city when it ends in 시, 군 or 구; nil when the first word names no province.
    public init?(address: String) {
        let words = PlainText.collapsingWhitespace(String(address.prefix(Self.addressLimit))).split(separator: " ")
        guard let first = words.first, let province = Province(name: String(first)) else { return nil }
        self.province = province
        city = words.dropFirst().first.map(String.init).flatMap { word in
            guard word.count >= 2, word.count <= 10, let last = word.last, "시군구".contains(last) else { return nil }
            return word
        }
    }

    /// The area of a place: by its address, else the province of its region code (no city).
    public init?(_ place: Place) {
        if let address = place.address, let area = PlaceArea(address: address) {
            self = area
        } else if let code = place.regionCode, let province = Province(regionCode: code) {
            self.init(province: province, city: nil)
        } else {
            return nil
        }
    }

    /// The city without its ending when what is left is two characters or more (`수원시` →
    /// `수원`, `종로구` → `종로`, but `중구` stays): how zone lists name a city (`경기도(수원, 성남)`,
    /// `강원도(강릉평지)`).
    public var cityStem: String? {
        guard let city else { return nil }
        let stem = city.dropLast()
        return stem.count >= 2 ? String(stem) : city
    }
}
