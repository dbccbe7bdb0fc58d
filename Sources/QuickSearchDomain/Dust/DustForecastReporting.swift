/// Fetches the national fine-dust forecast; implemented by the data layer.
public protocol DustForecastReporting: Sendable {
    /// The forecast as it stands now: the newest release's grade of every region, pollutant
    /// and day.
    ///
    /// - Parameters:
    ///   - refresh: skip a fresh cached answer.
    ///   - deadline: when every request (retries included) must be over.
    func forecast(refresh: Bool, deadline: ContinuousClock.Instant?) async throws -> DustForecast
}
