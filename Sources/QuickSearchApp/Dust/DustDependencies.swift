import CommandKit
import QuickSearchData
import QuickSearchDomain

/// What `qsearch dust` needs from outside the CLI layer: the readings and the places.
struct DustDependencies: Sendable {
    var reporter: any DustReporting
    var places: any PlaceSelecting
    /// The cache upkeep run after the command (see `Services.upkeep`).
    var upkeep: @Sendable () -> Void = {}

    /// Set by tests (and tools embedding qsearch) to run `qsearch dust` on other services.
    @TaskLocal static var override: DustDependencies?

    /// The override when one is set, else the services of a real run.
    static func current(_ context: CommandContext) throws -> DustDependencies {
        if let override { return override }
        return try live(context)
    }

    /// The services of a real run: AirKorea over the portal, the saved places (read without
    /// creating anything) and the configured look-ups, sharing one client and cache.
    static func live(_ context: CommandContext) throws -> DustDependencies {
        let shared = try Services(context: context, program: "qsearch").placeReporting()
        return DustDependencies(
            reporter: AirKoreaDustService(client: shared.client),
            places: shared.places,
            upkeep: shared.upkeep
        )
    }
}
