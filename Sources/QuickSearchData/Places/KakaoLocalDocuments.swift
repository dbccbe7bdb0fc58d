import QuickSearchDomain

/// The `documents` list every Kakao Local answer carries (paging facts are not needed: a
/// look-up reads the first page only).
public struct KakaoLocalResponse<Document: Decodable & Sendable>: Decodable, Sendable {
    var documents: [Document]
}

/// One document of `/v2/local/search/address.json`: a region, a lot-number or a road address.
public struct KakaoAddressDocument: Decodable, Sendable {
    var addressName: String
    /// `REGION`, `ROAD`, `REGION_ADDR` or `ROAD_ADDR`.
    var addressType: String?
    var x: FlexibleDouble?
    var y: FlexibleDouble?
    var address: Region?

    enum CodingKeys: String, CodingKey {
        case addressName = "address_name"
        case addressType = "address_type"
        case x, y, address
    }

    /// The lot-number (`address`) part, with its codes.
    public struct Region: Decodable, Sendable {
        /// The administrative (`H`) region code.
        var administrativeCode: String?

        enum CodingKeys: String, CodingKey {
            case administrativeCode = "h_code"
        }
    }

    /// The candidate this document stands for; nil without a usable point or address.
    public var candidate: PlaceCandidate? {
        guard let point = KakaoLocalText.point(x: x, y: y) else { return nil }
        let address = KakaoLocalText.plain(addressName)
        guard !address.isEmpty else { return nil }
        // A region is known by its last part (`혜화동`); an address by the whole of it.
        let name = addressType == "REGION" ? String(address.split(separator: " ").last ?? Substring(address)) : address
        return PlaceCandidate(
            name: name,
            address: address,
            coordinate: point,
            regionCode: KakaoLocalText.regionCode(self.address?.administrativeCode)
        )
    }
}

/// One document of `/v2/local/search/keyword.json`: a named place (a station, a building).
public struct KakaoKeywordDocument: Decodable, Sendable {
    var placeName: String
    var addressName: String?
    var roadAddressName: String?
    var x: FlexibleDouble?
    var y: FlexibleDouble?

    enum CodingKeys: String, CodingKey {
        case placeName = "place_name"
        case addressName = "address_name"
        case roadAddressName = "road_address_name"
        case x, y
    }

    /// The candidate this document stands for; nil without a usable point or name.
    public var candidate: PlaceCandidate? {
        guard let point = KakaoLocalText.point(x: x, y: y) else { return nil }
        let name = KakaoLocalText.plain(placeName)
        let lot = KakaoLocalText.plain(addressName ?? "")
        let road = KakaoLocalText.plain(roadAddressName ?? "")
        let address = lot.isEmpty ? road : lot
        guard !name.isEmpty, !address.isEmpty else { return nil }
        return PlaceCandidate(name: name, address: address, coordinate: point)
    }
}

/// One document of `/v2/local/geo/coord2regioncode.json`: the legal (`B`) or administrative
/// (`H`) region holding a point.
public struct KakaoRegionDocument: Decodable, Sendable {
    /// `B` (legal) or `H` (administrative).
    var regionType: String
    var addressName: String?
    var code: String?

    enum CodingKeys: String, CodingKey {
        case regionType = "region_type"
        case addressName = "address_name"
        case code
    }
}

/// The checks every Kakao Local value passes before it is used.
enum KakaoLocalText {
    /// The longest name or address kept, in characters.
    static let maximumLength = 200

    /// Upstream text as one plain line, without escapes or control characters, cut to size.
    static func plain(_ text: String) -> String {
        PlainText.excerpt(text, limit: maximumLength)
    }

    /// The point of `x` (longitude) and `y` (latitude) when both are finite and in range.
    static func point(x: FlexibleDouble?, y: FlexibleDouble?) -> GeoCoordinate? {
        guard let longitude = x?.value, let latitude = y?.value else { return nil }
        return GeoCoordinate(latitude: latitude, longitude: longitude)
    }

    /// A region code when it is exactly ten ASCII digits.
    static func regionCode(_ text: String?) -> String? {
        guard let text, text.count == 10, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return text
    }
}
