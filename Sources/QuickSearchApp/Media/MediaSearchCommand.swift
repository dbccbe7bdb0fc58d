import CommandKit

/// `images` and `videos`: a search whose arguments make one `MediaSearchRequest`, checked
/// before the run (a bad argument is a usage error before anything is asked) and run by
/// `MediaService`.
protocol MediaSearchCommand: Command where Context == Runtime {
    /// The search the arguments ask for; throws when they do not make one.
    var request: MediaSearchRequest { get throws }
}

extension MediaSearchCommand {
    func validate() throws {
        _ = try request
    }

    func run(_ runtime: Runtime) async throws -> Report {
        try await MediaService(runtime: runtime).report(try request)
    }
}
