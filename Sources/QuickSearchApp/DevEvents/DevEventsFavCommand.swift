import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `devevents fav add ID...` and `devevents fav remove ID...` (alias `fav rm`). Every id is
/// looked up first; if one is unknown or ambiguous, nothing is changed.
struct DevEventsFavCommand: Runnable {
    let session: DevEventSession
    let adding: Bool
    let keys: [String]

    static let node = CommandNode(
        CommandSpec(
            name: "fav",
            abstract: "Save or forget events (favourites outlive the event's entry on the page).",
            examples: [
                "devevents fav add k3m9x2qa", "devevents fav add k3m9x2qa 7hq2m4zd", "devevents fav rm k3m9x2qa",
                "devevents fav list",
            ]
        ),
        children: [
            CommandNode(
                CommandSpec(
                    name: "add",
                    abstract: "Save events, by id or link (saving twice changes nothing).",
                    positionals: [
                        Argument<[String]>("id", help: "The event's id as 'list' prints it, or its URL.").completing(
                            .stored(.events)
                        )
                    ]
                )
            ) {
                try DevEventsFavCommand($0, context: $1, adding: true)
            },
            CommandNode(
                CommandSpec(
                    name: "remove",
                    abstract: "Forget saved events.",
                    positionals: [savedIDs]
                )
            ) {
                try DevEventsFavCommand($0, context: $1, adding: false)
            },
            CommandNode(
                CommandSpec(
                    name: "rm",
                    abstract: "The same as 'fav remove'.",
                    positionals: [savedIDs]
                )
            ) {
                try DevEventsFavCommand($0, context: $1, adding: false)
            },
            CommandNode(
                CommandSpec(
                    name: "list",
                    abstract: "The same as 'devevents list --favorites'.",
                    options: DevEventOptions.filters + [DevEventsListCommand.limitOption] + OutputFormat.options
                )
            ) {
                try DevEventsListCommand($0, context: $1, favoritesOnly: true)
            },
        ]
    )

    /// The ids of `add`, `remove` and `rm`: one slot name, so one key reads them all.
    static let savedIDs = Argument<[String]>("id", help: "The saved event's id (or URL).").completing(.stored(.events))

    init(_ parsed: ParsedCommand, context: CommandContext, adding: Bool) throws {
        session = try DevEventSession(parsed, context: context)
        self.adding = adding
        keys = parsed[Self.savedIDs]
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        let favorites = try session.favoritesForWriting(context)
        return adding ? try await add(favorites, context: context) : try remove(favorites, context: context)
    }

    private func add(_ favorites: DevEventFavorites, context: CommandContext) async throws -> ExitCode {
        let load = try await session.load(context)
        let saved = try favorites.all().map(\.event)
        var toAdd: [DevEvent] = []
        var goneButSaved: [DevEvent] = []
        var unknown: [String] = []
        for key in keys {
            if let event = try DevEventLookup.find(key, in: load.page.events) {
                toAdd.append(event)
            } else if let event = try DevEventLookup.find(key, in: saved) {
                goneButSaved.append(event)
            } else {
                unknown.append(key)
            }
        }
        guard unknown.isEmpty else { throw notFound(unknown, onPage: true) }
        for event in goneButSaved {
            context.note("already saved: \(event.id) \(event.title) (no longer on the page)")
        }
        for event in toAdd {
            let added = try favorites.add(event, at: context.now())
            context.note(added ? "saved \(event.id): \(event.title)" : "already saved: \(event.id) \(event.title)")
        }
        return .success
    }

    private func remove(_ favorites: DevEventFavorites, context: CommandContext) throws -> ExitCode {
        let saved = try favorites.all().map(\.event)
        var matches: [DevEvent] = []
        var unknown: [String] = []
        for key in keys {
            if let event = try DevEventLookup.find(key, in: saved) {
                matches.append(event)
            } else {
                unknown.append(key)
            }
        }
        guard unknown.isEmpty else { throw notFound(unknown, onPage: false) }
        for event in matches {
            if try favorites.remove(id: event.id) {
                context.note("removed \(event.id): \(event.title)")
            }
        }
        return .success
    }

    /// One line naming every key that matched nothing; nothing was changed.
    private func notFound(_ keys: [String], onPage: Bool) -> CLIError {
        let quoted = keys.map { "'\($0)'" }.joined(separator: ", ")
        let noun = keys.count == 1 ? "id or link" : "ids or links"
        let unchanged = self.keys.count > 1 ? "; nothing was changed" : ""
        return onPage
            ? CLIError("no event with \(noun) \(quoted) on the page\(unchanged); 'devevents list --all' shows every id")
            : CLIError("no saved event with \(noun) \(quoted)\(unchanged); 'devevents list --favorites' shows them")
    }
}
