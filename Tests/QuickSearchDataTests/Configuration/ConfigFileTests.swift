import Foundation
import Testing
@testable import QuickSearchData

@Suite("Config file parsing and location")
struct ConfigFileTests {
    @Test("Lines are NAME=value, with comments, blank lines, export and quotes")
    func parses() throws {
        let settings = try ConfigFile.parse("""
            # comment

            A=1
            export B = two words
            C="quoted # not a comment"
            D='single'
            E=
            """, path: "/x")
        #expect(settings.map(\.0) == ["A", "B", "C", "D", "E"])
        #expect(settings.map(\.1) == ["1", "two words", "quoted # not a comment", "single", ""])
    }

    @Test("Anything else is an error naming the line", arguments: ["lowercase=1", "NO_EQUALS", "=value", "SPACE NAME=1"])
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

    @Test("XDG_CONFIG_HOME when absolute, else HOME/.config, else nowhere", arguments: [
        (["XDG_CONFIG_HOME": "/cfg", "HOME": "/home/u"], "/cfg/quicksearch/config"),
        (["XDG_CONFIG_HOME": "relative", "HOME": "/home/u"], "/home/u/.config/quicksearch/config"),
        (["HOME": "/home/u"], "/home/u/.config/quicksearch/config"),
        ([:], nil),
    ] as [([String: String], String?)])
    func location(variables: [String: String], expected: String?) {
        #expect(ConfigFile.location(in: Environment(variables))?.path == expected)
    }

    @Test("Missing file: the environment is unchanged")
    func missingFile() throws {
        let environment = Environment(["XDG_CONFIG_HOME": "/nonexistent-\(UUID().uuidString)", "A": "1"])
        #expect(try ConfigFile.merged(into: environment).variables == environment.variables)
    }
}
