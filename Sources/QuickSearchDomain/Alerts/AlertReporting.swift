/// Fetches the country's alerts; implemented by the data layer over the national weather
/// warnings and the fine-dust alerts.
public protocol AlertReporting: Sendable {
    /// Both sources asked at once; a source that fails is missing with a note (never thrown).
    ///
    /// - Parameters:
    ///   - refresh: skip fresh cached answers.
    ///   - deadline: when every request (retries included) must be over.
    func alerts(refresh: Bool, deadline: ContinuousClock.Instant?) async -> AlertBulletin
}
