import Testing

@testable import QuickSearchDomain

@Suite("The forecast grid")
struct ForecastGridPointTests {
    /// api-facts.md §6 check values.
    @Test(
        "Latitude and longitude to the grid's column and row",
        arguments: [
            (37.5665, 126.9780, 60, 127),
            (35.1796, 129.0756, 98, 76),
            (33.4996, 126.5312, 53, 38),
            (37.4979, 127.0276, 61, 125),
        ]
    )
    func checkValues(latitude: Double, longitude: Double, x: Int, y: Int) throws {
        let point = try #require(GeoCoordinate(latitude: latitude, longitude: longitude))
        #expect(ForecastGridPoint(point) == ForecastGridPoint(x: x, y: y))
    }

    @Test("The south pole has no cell instead of trapping")
    func southPole() throws {
        let pole = try #require(GeoCoordinate(latitude: -90, longitude: 0))
        #expect(ForecastGridPoint(pole) == nil)
    }
}
