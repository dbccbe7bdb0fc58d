import QuickSearchDomain

/// What `qsearch dust` needs from outside the CLI layer: the readings and the places.
struct DustDependencies: Sendable {
    var reporter: any DustReporting
    var places: any PlaceSelecting

    /// Set by tests (and tools embedding qsearch) to run `qsearch dust` on other services.
    @TaskLocal static var override: DustDependencies?

    /// The override when one is set, else the services of a real run.
    static func current(_ context: CommandContext) throws -> DustDependencies {
        if let override { return override }
        return try live(context)
    }

    /// The services of a real run: the data layer's AirKorea service and the saved places. Not
    /// wired in this build: the run ends with one line saying so.
    static func live(_ context: CommandContext) throws -> DustDependencies {
        throw CLIError("fine dust is not available in this build: the AirKorea service is not wired in yet", exitCode: .unavailable)
    }
}
