@testable import CommandKit

/// A small tree whose subcommands have aliases, knowing nothing of any program: `tool notes`
/// holds `list (ls)`, `remove (rm)`, `mv (move)` (the short word as the name) and `rename`.
enum AliasedCommands {
    static let list = aliased(
        CommandSpec(
            name: "list",
            abstract: "Show the notes.",
            options: [.value("limit", short: "n", valueName: "n", help: "At most n notes.", example: "5")]
        ),
        "ls"
    )

    static let remove = aliased(
        CommandSpec(
            name: "remove",
            abstract: "Forget a note.",
            positionals: [.required("note", help: "The note.").completing(.words(["alpha", "beta"]))]
        ),
        "rm"
    )

    static let move = aliased(
        CommandSpec(
            name: "mv",
            abstract: "Move a note.",
            options: [.flag("first", help: "To the top.")],
            positionals: [.required("note", help: "The note.")]
        ),
        "move"
    )

    static let rename = CommandSpec(
        name: "rename",
        abstract: "Rename a note.",
        positionals: [.required("note", help: "The note."), .required("name", help: "The new name.")]
    )

    static let notes = CommandSpec(
        name: "notes",
        abstract: "Keep notes.",
        subcommands: [list, remove, move, rename]
    )

    static let root = CommandSpec(name: "tool", abstract: "A tool.", subcommands: [notes])

    private static func aliased(_ spec: CommandSpec, _ aliases: String...) -> CommandSpec {
        var spec = spec
        spec.aliases = aliases
        return spec
    }
}
