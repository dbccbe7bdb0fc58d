import Foundation
import QuickSearchDomain

/// The village forecast of one grid cell alone, for callers that need no now-cast, UV or dust
/// (`devevents --weather`): one request (two when the newest base answers `NO_DATA`).
public struct VillageForecast: Sendable {
    /// The base the rows are for.
    public var base: ForecastBase
    public var forecast: ShortTermForecast
    /// What the answer left out as not the upstream's (one line), if anything.
    public var note: String?
}

extension KMAWeatherService {
    /// The village forecast of the cell holding `point`.
    ///
    /// - Throws: `SourceFailure` when the point lies outside KMA's grid, or the forecast fails.
    public func villageForecast(
        at point: GeoCoordinate,
        refresh: Bool,
        deadline: ContinuousClock.Instant?
    ) async throws -> VillageForecast {
        guard let grid = ForecastGridPoint(point), Self.gridColumns.contains(grid.x), Self.gridRows.contains(grid.y)
        else {
            throw SourceFailure(.noData, "kma-village: the place lies outside KMA's forecast grid")
        }
        let answer = try await forecast(.villageForecast, grid: grid, refresh: refresh, deadline: deadline).get()
        return VillageForecast(
            base: answer.base,
            forecast: ShortTermForecast(items: answer.rows.items),
            note: answer.rows.note("kma-village").map(Self.note)
        )
    }
}
