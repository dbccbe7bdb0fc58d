import Testing

@testable import QuickSearchDomain

@Suite("Coordinates and the central-belt projection")
struct PlaceGeometryTests {
    /// api-facts.md §4: WGS84 → EPSG:5181 check values.
    @Test(
        "Projects the published check points to within 1 m",
        arguments: [
            (37.5665, 126.9780, 198_056.4, 451_885.0),
            (37.515336, 127.049357, 204_363.5, 446_207.4),
            (35.1796, 129.0756, 389_076.8, 188_993.8),
        ]
    )
    func forward(latitude: Double, longitude: Double, x: Double, y: Double) throws {
        let point = try #require(GeoCoordinate(latitude: latitude, longitude: longitude))
        let plane = CentralBeltProjection.project(point)
        #expect(abs(plane.x - x) < 1, "x \(plane.x)")
        #expect(abs(plane.y - y) < 1, "y \(plane.y)")
    }

    @Test(
        "The inverse returns the point to within 10 cm",
        arguments: [
            (37.5665, 126.9780), (35.1796, 129.0756), (33.2, 126.3), (38.6, 128.6), (37.24, 131.87),
        ]
    )
    func roundTrip(latitude: Double, longitude: Double) throws {
        let point = try #require(GeoCoordinate(latitude: latitude, longitude: longitude))
        let back = try #require(CentralBeltProjection.unproject(CentralBeltProjection.project(point)))
        // 1e-6 degrees is about 10 cm.
        #expect(abs(back.latitude - latitude) < 1e-6)
        #expect(abs(back.longitude - longitude) < 1e-6)
    }

    @Test("The official sample station plane point lies in Hyehwa-dong, Seoul")
    func inverseOfficialSample() throws {
        let point = try #require(CentralBeltProjection.unproject(PlaneCoordinate(x: 200_089.126044, y: 453_946.42329)))
        #expect(abs(point.latitude - 37.585) < 0.01)
        #expect(abs(point.longitude - 127.001) < 0.01)
    }

    @Test(
        "LAT,LON text",
        arguments: [
            ("37.5665,126.9780", true), ("37.5665, 126.9780", true), ("-33.9,151.2", true),
            ("37.5665", false), ("a,b", false), ("91,0", false), ("0,181", false), ("nan,1", false),
            ("1e400,1", false), ("37.5,126.9,1", false), ("", false),
        ]
    )
    func parsing(text: String, valid: Bool) {
        #expect((GeoCoordinate(parsing: text) != nil) == valid)
    }

    @Test(
        "Only points in South Korea's box count as in Korea",
        arguments: [
            (37.5665, 126.9780, true), (33.11, 126.27, true), (37.24, 131.87, true), (37.97, 124.7, true),
            (35.68, 139.69, false), (39.03, 125.75, false), (-37.5, 126.9, false), (31.2, 121.5, false),
        ]
    )
    func inKorea(latitude: Double, longitude: Double, expected: Bool) throws {
        let point = try #require(GeoCoordinate(latitude: latitude, longitude: longitude))
        #expect(point.isInKorea == expected)
    }
}
