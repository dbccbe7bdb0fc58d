import Foundation

/// The fine-dust forecast grade for a place on a day: the one seam `devevents --weather` reads
/// its `dust_grade` through. The app's `RegionDustForecastGrading` implements it over the
/// national fine-dust forecast (`DustForecastReporting`).
public protocol DustForecastGrading: Sendable {
    /// The grade forecast for `day` (midnight, Korea time) at the place, or a note saying why
    /// there is none. Never throws: a failure is the note.
    ///
    /// - Parameters:
    ///   - place: the place as the event's page writes it (`서울 강남구`).
    ///   - address: what it resolved to (`서울특별시 강남구`), which names the forecast's region.
    ///   - point: the place's coordinates.
    ///   - refresh: skip fresh cached answers.
    ///   - deadline: when every request (retries included) must be over.
    func grade(
        forPlace place: String,
        address: String?,
        at point: GeoCoordinate,
        on day: Date,
        refresh: Bool,
        deadline: ContinuousClock.Instant?
    ) async -> WeatherReportPart<DustGrade>
}
