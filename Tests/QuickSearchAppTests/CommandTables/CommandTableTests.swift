import Testing

@testable import CommandKit
@testable import QuickSearchApp

@Suite("The two programs' command tables")
struct CommandTableTests {
    static let tools = [QSearchTool.tool, DevEventsTool.tool]

    @Test("Declarations are consistent (no duplicate or reserved names)", arguments: tools.map(\.spec.name))
    func consistent(name: String) throws {
        let tool = try #require(Self.tools.first { $0.spec.name == name })
        #expect(tool.spec.consistencyProblems() == [])
    }

    @Test("Every leaf runs something, and no group does", arguments: tools.map(\.spec.name))
    func leavesRun(name: String) throws {
        let tool = try #require(Self.tools.first { $0.spec.name == name })
        for path in Self.leafPaths(tool.spec.subcommands, prefix: []) {
            #expect(tool.root.node(at: path)?.prepare != nil, "\(path)")
        }
        for path in Self.groupPaths(tool.root, prefix: []) {
            #expect(tool.root.node(at: path)?.prepare == nil, "\(path)")
        }
    }

    @Test("Every help example parses to the command it illustrates", arguments: tools.map(\.spec.name))
    func examplesParse(name: String) throws {
        let tool = try #require(Self.tools.first { $0.spec.name == name })
        let examples = Self.examples(tool.spec)
        #expect(!examples.isEmpty)
        for example in examples {
            let words = Self.shellWords(example).dropFirst()
            // What a redirection (`> events.ics`) or a pipe (`| jq …`) does is the shell's.
            let argv = Array(words.prefix { $0 != ">" && $0 != "|" })
            let outcome = try ArgumentParser.parse(argv, spec: tool.spec)
            guard case .run(let parsed) = outcome else {
                Issue.record("'\(example)' did not parse to a runnable command")
                continue
            }
            #expect(tool.root.node(at: parsed.subcommandPath)?.prepare != nil, "\(example)")
        }
    }

    private static func leafPaths(_ specs: [CommandSpec], prefix: [String]) -> [[String]] {
        specs.flatMap { spec in
            spec.subcommands.isEmpty
                ? [prefix + [spec.name]] : leafPaths(spec.subcommands, prefix: prefix + [spec.name])
        }
    }

    private static func groupPaths(_ node: CommandNode<Runtime>, prefix: [String]) -> [[String]] {
        guard !node.children.isEmpty else { return [] }
        return [prefix] + node.children.flatMap { groupPaths($0, prefix: prefix + [$0.spec.name]) }
    }

    private static func examples(_ spec: CommandSpec) -> [String] {
        spec.examples + spec.subcommands.flatMap(examples)
    }

    /// Splits an example as a shell would for these simple cases: spaces, and double quotes.
    private static func shellWords(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        var pending = false
        for character in line {
            if character == "\"" {
                quoted.toggle()
                pending = true
            } else if character == " " && !quoted {
                if pending || !current.isEmpty { words.append(current) }
                current = ""
                pending = false
            } else {
                current.append(character)
            }
        }
        if pending || !current.isEmpty { words.append(current) }
        return words
    }
}
