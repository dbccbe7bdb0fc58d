import CommandKit
import QuickSearchDomain

/// A place `qsearch dust` reports on: the name its report carries and the point measured.
struct DustTarget: Sendable, Hashable {
    var name: String
    var coordinate: GeoCoordinate

    init(name: String, coordinate: GeoCoordinate) {
        self.name = name
        self.coordinate = coordinate
    }

    /// A saved or looked-up place, by its name and point.
    init(_ place: Place) {
        self.init(name: place.name, coordinate: place.coordinate)
    }
}
