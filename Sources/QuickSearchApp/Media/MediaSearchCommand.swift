import CommandKit
import QuickSearchDomain

/// `images` and `videos`: a search of one kind whose options make one `MediaSearchRequest`,
/// checked before the run (a bad argument is a usage error before anything is asked) and run by
/// `MediaService`. The commands declare their options; the request is built here.
protocol MediaSearchCommand: Command where Context == Runtime {
    static var kind: MediaKind { get }
    var query: [String] { get }
    var sources: [String] { get }
    /// Where `sources` came from (`$sources`): a `--source` given empty is refused.
    var sourcesOrigin: OptionOrigin { get }
    var sort: MediaSortOrder { get }
    /// The image size asked for (`--size`); videos have none.
    var size: ImageSizeFilter { get }
    var limit: Int { get }
    var options: MediaSearchOptions { get }
}

extension MediaSearchCommand {
    var size: ImageSizeFilter { .all }

    /// The search the arguments ask for.
    var request: MediaSearchRequest {
        get throws {
            try MediaSearchRequest(
                kind: Self.kind,
                words: query,
                sources: sources,
                sourcesOrigin: sourcesOrigin,
                sort: sort,
                size: size,
                limit: limit,
                options: options
            )
        }
    }

    func validate() throws {
        _ = try request
    }

    func run(_ runtime: Runtime) async throws -> Report {
        try await MediaService(runtime: runtime).report(try request)
    }
}
