import Testing

@testable import CommandKit

/// Help, the manual page and `help ALIAS` show and answer to a command's aliases.
@Suite("Subcommand aliases: help and the manual page")
struct AliasHelpTests {
    @Test("A group's command list names each command's aliases in parentheses after it")
    func groupListsAliases() throws {
        let request = try #require(HelpRequest.resolve(["notes"], in: AliasedCommands.root))
        let expected = """
            Keep notes.

            USAGE
              tool notes <command> [options]

            COMMANDS
              list (ls)    Show the notes.
              remove (rm)  Forget a note.
              mv (move)    Move a note.
              rename       Rename a note.

            OPTIONS
              -h, --help   Show help for this command.

            LEARN MORE
              Use 'tool notes <command> --help' for more about a command.

            """
        #expect(HelpFormatter().render(request) == expected)
    }

    @Test("A command's usage line names its aliases; one without aliases is unchanged")
    func usageLineNamesAliases() throws {
        let remove = try #require(HelpRequest.resolve(["notes", "remove"], in: AliasedCommands.root))
        #expect(HelpFormatter().render(remove).contains("\nUSAGE\n  tool notes remove (rm) [options] <note>\n\n"))
        let rename = try #require(HelpRequest.resolve(["notes", "rename"], in: AliasedCommands.root))
        #expect(HelpFormatter().render(rename).contains("\nUSAGE\n  tool notes rename [options] <note> <name>\n\n"))
        var group = AliasedCommands.notes
        group.aliases = ["n"]
        #expect(HelpFormatter().usageLines(group, name: "tool notes") == ["tool notes (n) <command> [options]"])
    }

    @Test("help ALIAS is the help of the command, as help NAME and ALIAS --help are", arguments: ["rm", "remove"])
    func helpByAlias(word: String) throws {
        let byHelp = try #require(try HelpRequest.asked(by: ["help", "notes", word], in: AliasedCommands.root))
        #expect(byHelp.commandPath == ["tool", "notes", "remove"])
        #expect(byHelp == HelpRequest.resolve(["notes", "remove"], in: AliasedCommands.root))
        guard case .help(let byFlag) = try ArgumentParser.parse(["notes", word, "--help"], spec: AliasedCommands.root)
        else {
            Issue.record("expected help")
            return
        }
        #expect(byFlag == byHelp)
    }

    @Test("help with a mistyped alias suggests the alias")
    func helpWithMistypedAlias() throws {
        let error = try #require(throws: UsageError.self) {
            try HelpRequest.asked(by: ["help", "notes", "mvoe"], in: AliasedCommands.root)
        }
        #expect(
            error.message == "unknown command 'mvoe' for 'tool notes'; did you mean 'move'? (see 'tool notes --help')"
        )
    }

    @Test("The manual page's usage lines name the aliases in bold, in parentheses")
    func manualNamesAliases() throws {
        let facts = ManualFacts(exitStatuses: [], environment: [], files: [], seeAlso: [])
        let page = ManualPage(root: AliasedCommands.root, version: "1.0", facts: facts, date: "2026-01-01").text
        let lines = page.split(separator: "\n").map(String.init)
        let heading = try #require(lines.firstIndex(of: #".SS "tool notes remove""#))
        #expect(lines[heading + 1] == #"\fBtool\fR \fBnotes\fR \fBremove\fR (\fBrm\fR) [\fIoptions\fR] <note>"#)
        #expect(lines.contains(#"\fBtool\fR \fBnotes\fR \fBmv\fR (\fBmove\fR) [\fIoptions\fR] <note>"#))
        #expect(lines.contains(#"\fBtool\fR \fBnotes\fR \fBrename\fR [\fIoptions\fR] <note> <name>"#))
    }

    @Test("An alias that another command of the group already answers to is a mistake")
    func clashingAliasesAreMistakes() {
        var rename = AliasedCommands.rename
        rename.aliases = ["ls", "mv", "re name"]
        let spec = CommandSpec(
            name: "tool",
            abstract: "",
            subcommands: [AliasedCommands.list, AliasedCommands.move, rename]
        )
        #expect(
            spec.consistencyProblems() == [
                "tool: alias 'ls' of 'rename' already selects a command here",
                "tool: alias 'mv' of 'rename' already selects a command here",
                "tool: alias 're name' of 'rename' is not a plain word",
            ]
        )
        #expect(AliasedCommands.root.consistencyProblems().isEmpty)
    }
}
