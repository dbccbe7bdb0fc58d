import CommandKit
import QuickSearchData
import QuickSearchDomain

/// What `qsearch weather` needs from outside the CLI layer: the reports, the places, and (for
/// `--watch`) a way to wait.
struct WeatherDependencies: Sendable {
    var reporter: any WeatherReporting
    var places: any PlaceSelecting
    var waiter: any WatchWaiting
    /// The cache upkeep run after the command (see `Services.upkeep`).
    var upkeep: @Sendable () -> Void

    init(
        reporter: any WeatherReporting,
        places: any PlaceSelecting,
        waiter: any WatchWaiting = SystemWatchWaiter(),
        upkeep: @escaping @Sendable () -> Void = {}
    ) {
        self.reporter = reporter
        self.places = places
        self.waiter = waiter
        self.upkeep = upkeep
    }

    /// Set by tests (and tools embedding qsearch) to run `qsearch weather` on other services.
    @TaskLocal static var override: WeatherDependencies?

    /// The override when one is set, else the services of a real run.
    static func current(_ context: CommandContext) throws -> WeatherDependencies {
        if let override { return override }
        return try live(context)
    }

    /// The services of a real run: KMA's forecasts and UV, AirKorea for the dust line, Kakao
    /// Local for region codes when its key is set, and the saved places, over one client.
    static func live(_ context: CommandContext) throws -> WeatherDependencies {
        let shared = try Services(context: context, program: "qsearch").placeReporting()
        let regions =
            KakaoLocalLookup.isConfigured(in: context.environment) ? KakaoLocalLookup(client: shared.client) : nil
        let reporter = KMAWeatherService(
            client: shared.client,
            dust: AirKoreaDustService(client: shared.client),
            regionLookup: regions
        )
        return WeatherDependencies(reporter: reporter, places: shared.places, upkeep: shared.upkeep)
    }
}
