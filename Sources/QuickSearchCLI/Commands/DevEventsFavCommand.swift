import Foundation
import QuickSearchData
import QuickSearchDomain

/// `devevents fav add ID` and `devevents fav remove ID`.
struct DevEventsFavCommand: RunnableCommand {
    let session: DevEventSession
    let adding: Bool
    let key: String

    static let spec = CommandSpec(
        name: "fav",
        abstract: "Save or forget events (favourites outlive the event's entry on the page).",
        examples: ["devevents fav add k3m9x2qa", "devevents fav remove k3m9x2qa", "devevents fav list"],
        subcommands: [
            CommandSpec(name: "add", abstract: "Save an event, by id or link (saving twice changes nothing).",
                        positionals: [.required("id", help: "The event's id as 'list' prints it, or its URL.")]),
            CommandSpec(name: "remove", abstract: "Forget a saved event.",
                        positionals: [.required("id", help: "The saved event's id (or URL).")]),
            CommandSpec(name: "list", abstract: "The same as 'devevents list --favorites'.",
                        options: DevEventOptions.filters + OutputFormat.options),
        ]
    )

    init(_ parsed: ParsedCommand, context: CommandContext) throws {
        session = try DevEventSession(parsed, context: context)
        adding = parsed.subcommandPath.last == "add"
        key = parsed.positional("id") ?? ""
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        let favorites = try session.favoritesForWriting(context)
        return adding ? try await add(favorites, context: context) : try remove(favorites, context: context)
    }

    private func add(_ favorites: DevEventFavorites, context: CommandContext) async throws -> ExitCode {
        let load = try await session.load(context)
        guard let event = DevEventLookup.find(key, in: load.page.events) else {
            if try favorites.all().contains(where: { DevEventLookup.find(key, in: [$0.event]) != nil }) {
                context.note("already saved: \(key) (no longer on the page)")
                return .success
            }
            throw DevEventLookup.notFound(key)
        }
        let added = try favorites.add(event, at: context.now())
        context.note(added ? "saved \(event.id): \(event.title)" : "already saved: \(event.id) \(event.title)")
        return .success
    }

    private func remove(_ favorites: DevEventFavorites, context: CommandContext) throws -> ExitCode {
        let match = try favorites.all().first { DevEventLookup.find(key, in: [$0.event]) != nil }
        guard let match, try favorites.remove(id: match.event.id) else {
            throw CLIError("no saved event with id or link '\(key)'; 'devevents list --favorites' shows them")
        }
        context.note("removed \(match.event.id): \(match.event.title)")
        return .success
    }
}
