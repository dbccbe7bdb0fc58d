/// Fetches weather reports; implemented by the data layer over KMA's forecasts, its UV index
/// and AirKorea.
public protocol WeatherReporting: Sendable {
    /// The report for a place: the now-cast, the next `hours` hours, the days the forecast
    /// covers, the UV index (by the place's region code, when known or found) and fine dust.
    /// A part that fails is reported as unavailable with a note; the call throws only when
    /// there is no forecast at all.
    ///
    /// - Parameters:
    ///   - place: the saved place (its `regionCode` saves a look-up), or one made for `--at`.
    ///   - hours: how many hourly rows to include, from the current hour.
    ///   - refresh: skip fresh cached answers.
    ///   - deadline: when every request (retries included) must be over.
    func report(
        for place: Place,
        hours: Int,
        refresh: Bool,
        deadline: ContinuousClock.Instant?
    ) async throws -> WeatherReport
}
