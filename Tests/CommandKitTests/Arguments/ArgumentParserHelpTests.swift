import Testing

@testable import CommandKit

@Suite("ArgumentParser: help requests")
struct ArgumentParserHelpTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let argv: [String]
        let path: [String]
        var testDescription: String { argv.joined(separator: " ") }

        init(_ argv: [String], _ path: [String]) {
            self.argv = argv
            self.path = path
        }
    }

    static let cases: [Case] = [
        Case(["--help"], ["qsearch"]),
        Case(["-h"], ["qsearch"]),
        Case(["--help", "images"], ["qsearch", "images"]),
        Case(["images", "--help"], ["qsearch", "images"]),
        Case(["images", "cat", "-h"], ["qsearch", "images"]),
        Case(["images", "-jh"], ["qsearch", "images"]),
        Case(["images", "--limit", "--help"], ["qsearch", "images"]),
        Case(["images", "--sotr", "--help"], ["qsearch", "images"]),
        Case(["images", "--help=yes"], ["qsearch", "images"]),
        Case(["fav", "--help"], ["qsearch", "fav"]),
        Case(["fav", "add", "--help"], ["qsearch", "fav", "add"]),
        Case(["fav", "-h", "remove"], ["qsearch", "fav", "remove"]),
        Case(["fav", "nope", "--help"], ["qsearch", "fav"]),
        Case(["--version", "--help"], ["qsearch"]),
    ]

    @Test(arguments: cases)
    func asksForHelp(_ testCase: Case) throws {
        let outcome = try ArgumentParser.parse(testCase.argv, spec: SampleCommands.root)
        guard case .help(let request) = outcome else {
            Issue.record("expected help, got \(outcome)")
            return
        }
        #expect(request.commandPath == testCase.path)
        #expect(request.spec.name == testCase.path.last)
    }

    @Test func helpAfterDoubleDashIsAnArgument() throws {
        let outcome = try ArgumentParser.parse(["images", "--", "-h"], spec: SampleCommands.root)
        guard case .run(let parsed) = outcome else {
            Issue.record("expected a command, got \(outcome)")
            return
        }
        #expect(parsed[Argument<[String]>("query", help: "")] == ["-h"])
    }

    @Test func inheritedOptionsAreListed() throws {
        let request = try #require(HelpRequest.resolve(["fav", "list"], in: SampleCommands.root))
        #expect(request.inheritedOptions.map(\.long) == ["json"])
        #expect(HelpRequest.resolve(["nope"], in: SampleCommands.root) == nil)
    }
}
