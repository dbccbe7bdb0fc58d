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

/// What a place name or point given on the command line resolved to.
public enum PlaceResolution: Sendable, Hashable {
    /// A saved place, named by its name or 1-based position.
    case saved(Place, position: Int)
    /// Exactly one candidate from a look-up (or a `--at` point in Korea).
    case found(PlaceCandidate)
    /// Several candidates, best first: the user must choose (`--pick N`) or be more specific.
    case ambiguous([PlaceCandidate])
    /// No look-up knows a place in Korea by that name.
    case notFound
    /// A `--at` point outside the area the Korean services cover.
    case outsideKorea(GeoCoordinate)
}
