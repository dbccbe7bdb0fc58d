import Foundation
import Testing

@testable import QuickSearchData

@Suite("Config file parsing and location")
struct ConfigFileTests {
    @Test("Lines are NAME=value, with comments, blank lines, export and quotes")
    func parses() throws {
        let settings = try ConfigFile.parse(
            """
            # comment

            A=1
            export B = two words
            C="quoted # not a comment"
            D='single'
            E=
            """,
            path: "/x"
        )
        #expect(settings.map(\.0) == ["A", "B", "C", "D", "E"])
        #expect(settings.map(\.1) == ["1", "two words", "quoted # not a comment", "single", ""])
    }

    @Test(
        "Values read as a shell reads them: an unquoted ' #' starts a comment, quotes keep it",
        arguments: [
            ("KEY=k # note", "k"),
            ("KEY=k\t# note", "k"),
            ("KEY=k#not-a-comment", "k#not-a-comment"),
            ("KEY=#x", "#x"),
            ("KEY=#", "#"),
            ("KEY= #x", ""),
            ("KEY= # only a comment", ""),
            ("KEY=a #c", "a"),
            ("KEY=\"k # data\" # note", "k # data"),
            ("KEY='k # data'   # note", "k # data"),
            ("KEY=\"a b\"c", "a bc"),
            ("KEY=  spaced value  ", "spaced value"),
            ("KEY=\"  kept  \"", "  kept  "),
            ("KEY='it''s'", "its"),
            ("KEY=\"'\"", "'"),
        ]
    )
    func shellValues(line: String, expected: String) throws {
        let settings = try ConfigFile.parse(line, path: "/x")
        #expect(settings.map(\.0) == ["KEY"])
        #expect(settings.first?.1 == expected)
    }

    @Test(
        "An unclosed quote is an error naming the line, never the value",
        arguments: ["KEY=\"secret", "KEY='secret # x"]
    )
    func unclosedQuote(line: String) {
        do {
            _ = try ConfigFile.parse("OK=1\n\(line)", path: "/x")
            Issue.record("accepted \(line)")
        } catch let error as ConfigurationError {
            #expect(error.message == "/x, line 2: a quote is not closed")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test(
        "Anything else is an error naming the line",
        arguments: ["lowercase=1", "NO_EQUALS", "=value", "SPACE NAME=1"]
    )
    func rejects(line: String) {
        #expect(throws: ConfigurationError.self) { try ConfigFile.parse("OK=1\n\(line)", path: "/x") }
        do {
            _ = try ConfigFile.parse("OK=1\n\(line)", path: "/x")
        } catch let error as ConfigurationError {
            #expect(error.message == "/x, line 2: expected NAME=value")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test(
        "XDG_CONFIG_HOME when absolute, else HOME/.config, else nowhere",
        arguments: [
            (["XDG_CONFIG_HOME": "/cfg", "HOME": "/home/u"], "/cfg/quicksearch/config"),
            (["XDG_CONFIG_HOME": "relative", "HOME": "/home/u"], "/home/u/.config/quicksearch/config"),
            (["HOME": "/home/u"], "/home/u/.config/quicksearch/config"),
            ([:], nil),
        ] as [([String: String], String?)]
    )
    func location(variables: [String: String], expected: String?) {
        #expect(ConfigFile.location(in: Environment(variables))?.path == expected)
    }

    @Test("Missing file: the environment is unchanged")
    func missingFile() throws {
        let environment = Environment(["XDG_CONFIG_HOME": "/nonexistent-\(UUID().uuidString)", "A": "1"])
        #expect(try ConfigFile.merged(into: environment).variables == environment.variables)
    }
}
