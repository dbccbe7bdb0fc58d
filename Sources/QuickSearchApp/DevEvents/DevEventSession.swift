import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// What every page-reading `devevents` command shares: where the page is, what "now" is, and
/// how loading problems are reported.
struct DevEventSession: Sendable {
    let program = "devevents"
    let source: URL
    let refresh: Bool
    let now: Date

    init(_ parsed: ParsedCommand, context: CommandContext) throws {
        source = try DevEventOptions.source(parsed, environment: context.environment)
        refresh = parsed[DevEventOptions.refresh]
        now = try DevEventOptions.now(parsed, context: context)
    }

    /// Loads the page, warning on stderr when an old copy stands in for an unreachable one.
    func load(_ context: CommandContext) async throws -> DevEventLoad {
        let services = Services(context: context, program: program)
        let cache = source.isFileURL ? nil : services.cache()
        let repository = DevEventRepository(client: services.upstreamClient(cache: cache))
        let load: DevEventLoad
        do {
            load = try await repository.load(from: source, refresh: refresh)
        } catch let failure as SourceFailure where failure.kind == .unusableContent {
            let kept = repository.hasSavedCopy(of: source) ? "the last good copy is kept; " : ""
            let advice =
                source == DevEventRepository.defaultSource
                ? kept + "try again later, and update devevents if it persists"
                : kept + "check that --source (or DEVEVENTS_SOURCE) is a page in the Dev-Event format"
            throw CLIError("\(failure.message): \(sourceName); \(advice)", exitCode: .dataError)
        } catch let failure as SourceFailure where [.authentication, .configuration].contains(failure.kind) {
            throw failure
        } catch {
            let (reason, code) = AppErrors.message(error)
            let exitCode = code == .failure ? .unavailable : code
            if source.isFileURL { throw CLIError(reason, exitCode: exitCode) }
            throw CLIError(
                "could not load the event page: \(reason); no saved copy to fall back on (check the network or --source)",
                exitCode: exitCode
            )
        }
        if load.origin == .network {
            services.upkeep(cache)
        }
        if case .staleCache(let storedAt, let failure) = load.origin {
            let age = RelativeTime(timeZone: DevEventCalendar.timeZone).describe(storedAt, relativeTo: context.now())
            context.warn(program, "could not refresh the event page (\(failure)); showing the copy saved \(age)")
        }
        return load
    }

    /// The user's favourites, for reading: works on a read-only data folder, and a missing
    /// store reads as none (nothing is created).
    func favorites(_ context: CommandContext) throws -> DevEventFavorites {
        DevEventFavorites(store: try Services(context: context, program: program).storeForReading())
    }

    /// The user's favourites, for adding or removing one (the data folder is created if needed).
    func favoritesForWriting(_ context: CommandContext) throws -> DevEventFavorites {
        DevEventFavorites(store: try Services(context: context, program: program).store())
    }

    /// Short name of the page for messages.
    var sourceName: String {
        source == DevEventRepository.defaultSource ? "Dev-Event" : source.absoluteString
    }

    /// The credit line printed with human output.
    var creditLine: String {
        source == DevEventRepository.defaultSource
            ? "Source: Dev-Event (github.com/brave-people/Dev-Event), for personal viewing; see its USAGE_POLICY."
            : "Source: \(source.absoluteString) (a page in the Dev-Event format)"
    }
}
