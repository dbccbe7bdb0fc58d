import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `devevents fav add|remove|list` (`rm` and `ls` from the aliases table): saved events.
enum DevEventsFavCommand {
    static let node = CommandNode<Runtime>(
        group: CommandAbout(
            name: "fav",
            abstract: "Save or forget events (favourites outlive the event's entry on the page).",
            examples: [
                "devevents fav add k3m9x2qa", "devevents fav add k3m9x2qa 7hq2m4zd", "devevents fav rm k3m9x2qa",
                "devevents fav list",
            ]
        ),
        children: [
            CommandNode(DevEventsFavAddCommand.self),
            CommandNode(DevEventsFavRemoveCommand.self),
            CommandNode(DevEventsFavListCommand.self),
        ]
    )
}

/// `devevents fav add ID...`: every id is looked up first; if one is unknown or ambiguous,
/// nothing is saved.
struct DevEventsFavAddCommand: Command {
    static let about = CommandAbout(name: "add", abstract: "Save events, by id or link (saving twice changes nothing).")

    @OptionGroup(inherited: true) var page: DevEventPageOptions
    @Argument("id", help: "The event's id as 'list' prints it, or its URL.", completion: .stored(.events))
    var keys: [String]

    func run(_ runtime: Runtime) async throws -> Report {
        try await DevEventsService(runtime: runtime, options: page).add(keys)
    }
}

/// `devevents fav remove ID...` (alias `rm`): if one id matches no saved event, nothing is
/// removed.
struct DevEventsFavRemoveCommand: Command {
    static let about = CommandAbout(name: "remove", abstract: "Forget saved events.")

    @OptionGroup(inherited: true) var page: DevEventPageOptions
    @Argument("id", help: "The saved event's id (or URL).", completion: .stored(.events)) var keys: [String]

    func run(_ runtime: Runtime) async throws -> Report {
        try DevEventsService(runtime: runtime, options: page).remove(keys)
    }
}

/// `devevents fav list` (alias `ls`): `devevents list --favorites`.
struct DevEventsFavListCommand: Command {
    static let about = CommandAbout(
        name: "list",
        abstract: "The same as 'devevents list --favorites'.",
        records: .of(DevEventRecord.self)
    )

    @OptionGroup(inherited: true) var page: DevEventPageOptions
    @OptionGroup var filters: DevEventFilterOptions
    @Option(DevEventsListCommand.limitOption) var limit: Int?

    func run(_ runtime: Runtime) async throws -> Report {
        try await DevEventsService(runtime: runtime, options: page)
            .list(try filters.filter(everyStatusByDefault: true), favoritesOnly: true, limit: limit)
    }
}
