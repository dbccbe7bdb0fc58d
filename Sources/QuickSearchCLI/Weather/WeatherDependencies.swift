import QuickSearchDomain

/// What `qsearch weather` needs from outside the CLI layer: the reports, the places, and (for
/// `--watch`) a way to wait.
struct WeatherDependencies: Sendable {
    var reporter: any WeatherReporting
    var places: any PlaceSelecting
    var waiter: any WatchWaiting

    init(reporter: any WeatherReporting, places: any PlaceSelecting, waiter: any WatchWaiting = SystemWatchWaiter()) {
        self.reporter = reporter
        self.places = places
        self.waiter = waiter
    }

    /// Set by tests (and tools embedding qsearch) to run `qsearch weather` on other services.
    @TaskLocal static var override: WeatherDependencies?

    /// The override when one is set, else the services of a real run.
    static func current(_ context: CommandContext) throws -> WeatherDependencies {
        if let override { return override }
        return try live(context)
    }

    /// The services of a real run: the data layer's KMA service and the saved places. Not
    /// wired in this build: the run ends with one line saying so.
    static func live(_ context: CommandContext) throws -> WeatherDependencies {
        throw CLIError("weather is not available in this build: the KMA weather service is not wired in yet", exitCode: .unavailable)
    }
}
