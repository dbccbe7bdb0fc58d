import QuickSearchData
import QuickSearchDomain

/// What `qsearch dust` needs from outside the CLI layer: the readings and the places.
struct DustDependencies: Sendable {
    var reporter: any DustReporting
    var places: any DustPlaces
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
        let services = Services(context: context, program: "qsearch")
        let cache = services.cache()
        let client = services.upstreamClient(cache: cache)
        let saved = try services.storeForReading().places()
        let resolver = PlaceResolver(lookups: PlaceResolver.lookups(client: client, environment: context.environment))
        return DustDependencies(
            reporter: AirKoreaDustService(client: client),
            places: SavedDustPlaces(saved: saved, resolver: resolver),
            upkeep: { services.upkeep(cache) }
        )
    }
}
