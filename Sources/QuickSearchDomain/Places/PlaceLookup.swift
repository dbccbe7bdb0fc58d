/// A service that turns a name people type (`혜화동`, `광주`, `강남역`) into candidate places in
/// Korea. The data layer implements it once per upstream (Kakao Local, the portal's dong
/// look-up); resolution tries them in order.
public protocol PlaceLookup: Sendable {
    /// Short name for messages (`kakao-local`, `data.go.kr`).
    var name: String { get }

    /// The candidates for `query`, best first; empty when there is none. Only points in Korea.
    ///
    /// - Parameter deadline: when the look-up (retries included) must be over.
    func candidates(for query: String, deadline: ContinuousClock.Instant?) async throws -> [PlaceCandidate]
}
