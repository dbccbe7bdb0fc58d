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
