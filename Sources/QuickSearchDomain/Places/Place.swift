import Foundation

/// A place the user saved (`qsearch places add`): the name they call it by, where it is, and
/// what the look-up said about it. Saved places are an ordered list shared by `dust` and
/// `weather`.
public struct Place: Sendable, Hashable, Codable {
    /// The user's name for it, unique in the list (`혜화동`, `강남역`).
    public var name: String
    public var coordinate: GeoCoordinate
    /// The full address the look-up gave (`서울특별시 종로구 혜화동`); nil for a place saved by
    /// coordinates alone.
    public var address: String?
    /// The 10-digit code of its administrative region (행정동), when known; the UV index is
    /// published by region.
    public var regionCode: String?
    /// When it was saved.
    public var addedAt: Date

    public init(name: String, coordinate: GeoCoordinate, address: String?, regionCode: String?, addedAt: Date) {
        self.name = name
        self.coordinate = coordinate
        self.address = address
        self.regionCode = regionCode
        self.addedAt = addedAt
    }
}
