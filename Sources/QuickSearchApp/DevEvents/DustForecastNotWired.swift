import Foundation
import QuickSearchDomain

/// The dust forecast until AirKorea's (issue 21) is wired into `DustForecastGrading`: every
/// day's grade is unavailable, with the note that says so.
struct DustForecastNotWired: DustForecastGrading {
    static let note = "dust forecast not available"

    func grade(
        forPlace place: String,
        address: String?,
        at point: GeoCoordinate,
        on day: Date,
        refresh: Bool,
        deadline: ContinuousClock.Instant?
    ) async -> WeatherReportPart<DustGrade> {
        .unavailable(Self.note)
    }
}
