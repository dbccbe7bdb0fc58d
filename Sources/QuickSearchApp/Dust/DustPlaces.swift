import CommandKit
import QuickSearchDomain

/// A place `qsearch dust` reports on: the name its report carries, the point measured, and
/// what its address says of its area (for its alerts and forecast region).
struct DustTarget: Sendable, Hashable {
    var name: String
    var coordinate: GeoCoordinate
    var address: String?
    var regionCode: String?

    init(name: String, coordinate: GeoCoordinate, address: String? = nil, regionCode: String? = nil) {
        self.name = name
        self.coordinate = coordinate
        self.address = address
        self.regionCode = regionCode
    }

    /// A saved or looked-up place, by its name, point and address.
    init(_ place: Place) {
        self.init(name: place.name, coordinate: place.coordinate, address: place.address, regionCode: place.regionCode)
    }

    /// The target as a place (its saving time is of no use here).
    var place: Place {
        Place(name: name, coordinate: coordinate, address: address, regionCode: regionCode, addedAt: .distantPast)
    }
}
