import Testing

@testable import CommandKit

/// Did-you-mean for an unknown subcommand weighs the aliases with the names: the word suggested
/// is the one nearest what was typed, the name when a name and its alias are as near.
@Suite("Subcommand aliases: did you mean")
struct AliasSuggestionTests {
    /// The suggestions for `typed` under `tool notes`: what the error's "did you mean" names.
    private static func suggestions(_ typed: String) throws -> [String] {
        let error = try #require(throws: UsageError.self) {
            try ArgumentParser.parse(["notes", typed], spec: AliasedCommands.root)
        }
        #expect(error.kind == .unknownSubcommand)
        guard let asked = error.message.firstMatch(of: /did you mean (.*)\?/) else { return [] }
        return asked.output.1.matches(of: /'([^']*)'/).map { String($0.output.1) }
    }

    @Test(
        "The nearest word wins, alias or name; the name when both are as near",
        arguments: [
            ("lss", "ls"), ("lsit", "list"), ("lis", "list"), ("lst", "list"), ("remvoe", "remove"),
            ("rmm", "rm"), ("mvoe", "move"), ("mve", "mv"), ("mov", "mv"), ("renmae", "rename"),
        ]
    )
    func nearestWordWins(typed: String, meant: String) throws {
        #expect(try Self.suggestions(typed) == [meant])
    }

    @Test(
        "An alias mistyped in any position is suggested",
        arguments: [
            ("ks", "ls"), ("lz", "ls"), ("xls", "ls"), ("lxs", "ls"), ("lsx", "ls"), ("sl", "ls"), ("l", "ls"),
            ("em", "rm"), ("rn", "rm"), ("rmx", "rm"), ("xrm", "rm"), ("nv", "mv"), ("mc", "mv"), ("mvv", "mv"),
            ("xremove", "remove"), ("rxmove", "remove"), ("removx", "remove"), ("reomve", "remove"),
            ("moev", "move"), ("nove", "move"),
        ]
    )
    func mistypedAlias(typed: String, meant: String) throws {
        #expect(try Self.suggestions(typed) == [meant])
    }

    @Test("Commands as near are all suggested, in order", arguments: [("vm", ["rm", "mv"]), ("mr", ["rm", "mv"])])
    func asNear(typed: String, meant: [String]) throws {
        #expect(try Self.suggestions(typed) == meant)
        let error = try #require(throws: UsageError.self) {
            try ArgumentParser.parse(["notes", typed], spec: AliasedCommands.root)
        }
        #expect(error.message.contains("did you mean 'rm' or 'mv'?"))
    }

    @Test("The prefix and letters-in-order rules count one command once, whichever of its words match")
    func prefixAndLettersByCommand() {
        #expect(EditDistance.closestCommands(to: "rnme", among: [["remove", "rm"], ["rename"]]) == ["rename"])
        #expect(EditDistance.closestCommands(to: "dlte", among: [["delete", "delete-all"]]) == ["delete"])
        #expect(EditDistance.closestCommands(to: "dlte", among: [["delete"], ["delete-all"]]) == [])
        #expect(EditDistance.closestCommands(to: "sea", among: [["list", "search"], ["show"]]) == ["search"])
        #expect(EditDistance.closestCommands(to: "dele", among: [["delete", "delete-all"], ["list"]]) == ["delete"])
    }

    @Test("Nothing near: every name is listed, aliases left out")
    func nothingNear() throws {
        let error = try #require(throws: UsageError.self) {
            try ArgumentParser.parse(["notes", "zzzz"], spec: AliasedCommands.root)
        }
        #expect(
            error.message
                == "unknown command 'zzzz' for 'tool notes'; choose one of: list, remove, mv, rename (see 'tool notes --help')"
        )
    }

    @Test("An alias selects its command, whose name the parsed path and messages use")
    func aliasSelectsCommand() throws {
        guard case .run(let parsed) = try ArgumentParser.parse(["notes", "move", "a"], spec: AliasedCommands.root)
        else {
            Issue.record("expected a command to run")
            return
        }
        #expect(parsed.subcommandPath == ["notes", "mv"])
        let error = try #require(throws: UsageError.self) {
            try ArgumentParser.parse(["notes", "rm", "a", "--frist"], spec: AliasedCommands.root)
        }
        #expect(error.message == "unknown option '--frist' (see 'tool notes remove --help')")
    }
}
