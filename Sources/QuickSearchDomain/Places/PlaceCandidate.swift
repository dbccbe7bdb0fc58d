import Foundation

/// One answer of a place look-up: a name people would recognise, the full address that tells
/// candidates apart (`경기도 광주시` is not `광주광역시`), and the point.
public struct PlaceCandidate: Sendable, Hashable, Codable {
    /// A short name: the place's or the dong's (`혜화동`, `강남역 2호선`).
    public var name: String
    /// The full address (`서울특별시 종로구 혜화동`).
    public var address: String
    public var coordinate: GeoCoordinate
    /// The 10-digit administrative region code, when the look-up gives one.
    public var regionCode: String?

    public init(name: String, address: String, coordinate: GeoCoordinate, regionCode: String? = nil) {
        self.name = name
        self.address = address
        self.coordinate = coordinate
        self.regionCode = regionCode
    }

    /// The candidate saved under `name` at `date`.
    public func saved(as name: String, at date: Date) -> Place {
        Place(name: name, coordinate: coordinate, address: address, regionCode: regionCode, addedAt: date)
    }
}
