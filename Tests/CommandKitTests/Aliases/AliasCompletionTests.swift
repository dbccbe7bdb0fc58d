import Foundation
import Testing

@testable import CommandKit

/// The generated completion scripts of the aliased tree, loaded in bash and fish: aliases are
/// offered with the names, and an alias typed earlier leads to its command's completions.
@Suite("Subcommand aliases: completion scripts in their shells")
struct AliasCompletionTests {
    /// The shell at `/usr/bin/NAME`, when installed; `QSEARCH_REQUIRE_SHELLS=1` (CI) runs the test anyway.
    static func enabled(_ name: String) -> Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/\(name)")
            || ProcessInfo.processInfo.environment["QSEARCH_REQUIRE_SHELLS"] == "1"
    }

    /// Runs `/usr/bin/SHELL` with `arguments` and the script for it in a file: its lines of output.
    private static func run(_ shell: CompletionCommand.Shell, _ arguments: [String]) throws -> [String] {
        let script = FileManager.default.temporaryDirectory
            .appendingPathComponent("alias-completion-\(UUID().uuidString).\(shell.rawValue)")
        try Data(CompletionCommand.script(for: AliasedCommands.root, shell: shell).utf8).write(to: script)
        defer { try? FileManager.default.removeItem(at: script) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/\(shell.rawValue)")
        process.arguments = arguments.map { $0 == "SCRIPT" ? script.path : $0 }
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": FileManager.default.temporaryDirectory.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(shell.rawValue) exited with \(process.terminationStatus)")
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// What bash puts in COMPREPLY for `words` after `tool`, the last being the word under the cursor.
    private static func bash(_ words: String...) throws -> [String] {
        let code = #"source "$0"; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _tool; printf '%s\n' "${COMPREPLY[@]}""#
        return try run(.bash, ["--norc", "--noprofile", "-c", code, "SCRIPT", "tool"] + words)
    }

    /// The candidates fish offers for `line`, each with its description after a tab.
    private static func fishDescribed(_ line: String) throws -> [String] {
        try run(.fish, ["--no-config", "-c", "source $argv[1]; complete -C $argv[2]", "SCRIPT", line])
    }

    /// The candidates fish offers for `line`, without their descriptions.
    private static func fish(_ line: String) throws -> [String] {
        try fishDescribed(line).map { String($0.prefix { $0 != "\t" }) }
    }

    @Test("bash: aliases are offered after their names and lead to the same command")
    func bash() throws {
        #expect(try Self.bash("notes", "") == ["list", "ls", "remove", "rm", "mv", "move", "rename"])
        #expect(try Self.bash("notes", "r") == ["remove", "rm", "rename"])
        #expect(try Self.bash("notes", "rm", "") == ["alpha", "beta"])
        #expect(try Self.bash("notes", "remove", "") == ["alpha", "beta"])
        #expect(try Self.bash("notes", "ls", "--l") == ["--limit"])
        #expect(try Self.bash("notes", "move", "--f") == ["--first"])
        #expect(try Self.bash("notes", "mv", "--f") == ["--first"])
        #expect(try Self.bash("notes", "rename", "rm", "") == [], "an alias after a positional is an argument")
    }

    @Test(
        "fish: aliases are offered with their command's description and lead to the same command",
        .enabled(if: AliasCompletionTests.enabled("fish"))
    )
    func fish() throws {
        #expect(try Set(Self.fish("tool notes ")) == ["list", "ls", "remove", "rm", "mv", "move", "rename"])
        #expect(try Self.fish("tool notes rm ") == ["alpha", "beta"])
        #expect(try Self.fish("tool notes remove ") == ["alpha", "beta"])
        #expect(try Self.fish("tool notes move --f") == ["--first"])
        #expect(try Self.fish("tool notes ls --l") == ["--limit"])
        #expect(
            try Set(Self.fishDescribed("tool notes r")) == [
                "remove\tForget a note.", "rm\tForget a note.", "rename\tRename a note.",
            ]
        )
    }

    @Test("zsh: an alias is described as its command and reaches the command's function")
    func zshScript() throws {
        let script = CompletionCommand.script(for: AliasedCommands.root, shell: .zsh)
        let lines = script.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let described = try #require(lines.firstIndex(of: "'remove:Forget a note.'"))
        #expect(lines[described + 1] == "'rm:Forget a note.'")
        #expect(lines.contains("'remove' | 'rm') _tool_notes_remove ;;"))
        #expect(lines.contains("'mv' | 'move') _tool_notes_mv ;;"))
    }
}
