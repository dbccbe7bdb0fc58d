import QuickSearchDomain

/// A place `qsearch dust` reports on: the name its report carries and the point measured.
struct DustTarget: Sendable, Hashable {
    var name: String
    var coordinate: GeoCoordinate
}

/// Which places `qsearch dust` reports on when no `--at` is given; the real one reads the saved
/// places and resolves names on the fly.
protocol DustPlaces: Sendable {
    /// The places for the command's argument, in the order to print them.
    ///
    /// - `argument == nil`: every saved place, in saved order; empty when none is saved.
    /// - otherwise: the saved place with that name or number (`2`, `#2`), else the one place the
    ///   name resolves to in Korea. Several candidates or none throw an error that says so
    ///   (a `UsageError` or `CLIError` listing the candidates, exit 64).
    ///
    /// - Parameter deadline: when any look-up (retries included) must be over.
    func targets(for argument: String?, deadline: ContinuousClock.Instant?) async throws -> [DustTarget]
}
