/// Fetches fine-dust readings; implemented by the data layer over AirKorea.
public protocol DustReporting: Sendable {
    /// The nearest station's latest readings for a point, falling back to the next nearest when
    /// the nearest measured no particulate matter.
    ///
    /// - Parameters:
    ///   - placeName: the name the report carries.
    ///   - refresh: skip fresh cached answers.
    ///   - deadline: when every request (retries included) must be over.
    func report(
        forPlace placeName: String,
        at coordinate: GeoCoordinate,
        refresh: Bool,
        deadline: ContinuousClock.Instant?
    ) async throws -> DustReport

    /// Every province's averages, in the order the upstream lists the provinces.
    func nation(refresh: Bool, deadline: ContinuousClock.Instant?) async throws -> [ProvinceDust]
}
