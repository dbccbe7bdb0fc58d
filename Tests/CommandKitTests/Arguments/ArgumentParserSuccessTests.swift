import Testing

@testable import CommandKit

@Suite("ArgumentParser: accepted command lines")
struct ArgumentParserSuccessTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let argv: [String]
        let path: [String]
        let options: [OptionOccurrence]
        let positionals: [String: [String]]
        var testDescription: String { argv.joined(separator: " ") }

        init(_ argv: [String], path: [String], options: [(String, String?)] = [], positionals: [String: [String]] = [:])
        {
            self.argv = argv
            self.path = path
            self.options = options.map { OptionOccurrence(name: $0.0, value: $0.1) }
            self.positionals = positionals
        }
    }

    static let cases: [Case] = [
        Case(["images", "cat"], path: ["images"], positionals: ["query": ["cat"]]),
        Case(["images", "고양이"], path: ["images"], positionals: ["query": ["고양이"]]),
        Case(["images", "고양이", "사진"], path: ["images"], positionals: ["query": ["고양이", "사진"]]),
        Case(
            ["images", "--limit", "50", "cat"],
            path: ["images"],
            options: [("limit", "50")],
            positionals: ["query": ["cat"]]
        ),
        Case(
            ["images", "--limit=50", "cat"],
            path: ["images"],
            options: [("limit", "50")],
            positionals: ["query": ["cat"]]
        ),
        Case(
            ["images", "cat", "-n", "5"],
            path: ["images"],
            options: [("limit", "5")],
            positionals: ["query": ["cat"]]
        ),
        Case(["images", "cat", "-n5"], path: ["images"], options: [("limit", "5")], positionals: ["query": ["cat"]]),
        Case(["images", "cat", "-n=5"], path: ["images"], options: [("limit", "5")], positionals: ["query": ["cat"]]),
        Case(
            ["images", "cat", "-jv"],
            path: ["images"],
            options: [("json", nil), ("verbose", nil)],
            positionals: ["query": ["cat"]]
        ),
        Case(
            ["images", "cat", "-jn", "7"],
            path: ["images"],
            options: [("json", nil), ("limit", "7")],
            positionals: ["query": ["cat"]]
        ),
        Case(
            ["images", "--limit", "5", "--limit", "9", "cat"],
            path: ["images"],
            options: [("limit", "5"), ("limit", "9")],
            positionals: ["query": ["cat"]]
        ),
        Case(
            ["images", "cat", "--source", "naver", "-s", "kakao"],
            path: ["images"],
            options: [("source", "naver"), ("source", "kakao")],
            positionals: ["query": ["cat"]]
        ),
        Case(
            ["images", "cat", "--sort", "RECENCY"],
            path: ["images"],
            options: [("sort", "recency")],
            positionals: ["query": ["cat"]]
        ),
        Case(["images", "--", "--cat", "-n"], path: ["images"], positionals: ["query": ["--cat", "-n"]]),
        Case(["images", "cat", "--", "--help"], path: ["images"], positionals: ["query": ["cat", "--help"]]),
        Case(["images", "-"], path: ["images"], positionals: ["query": ["-"]]),
        Case(
            ["images", "--lat", "-33.86", "cat"],
            path: ["images"],
            options: [("lat", "-33.86")],
            positionals: ["query": ["cat"]]
        ),
        // A numeric option takes a negative value as its value (its reader refuses it as such).
        Case(
            ["images", "--within", "-3d", "cat"],
            path: ["images"],
            options: [("within", "-3d")],
            positionals: ["query": ["cat"]]
        ),
        Case(
            ["images", "--within", "-.5h", "cat"],
            path: ["images"],
            options: [("within", "-.5h")],
            positionals: ["query": ["cat"]]
        ),
        Case(
            ["images", "--within=-x", "cat"],
            path: ["images"],
            options: [("within", "-x")],
            positionals: ["query": ["cat"]]
        ),
        Case(["images", "-5", "cat"], path: ["images"], positionals: ["query": ["-5", "cat"]]),
        Case(
            ["images", "--limit=", "cat"],
            path: ["images"],
            options: [("limit", "")],
            positionals: ["query": ["cat"]]
        ),
        Case(
            ["images", "--within", "고양이", "개"],
            path: ["images"],
            options: [("within", "고양이")],
            positionals: ["query": ["개"]]
        ),
        Case(["images", "images"], path: ["images"], positionals: ["query": ["images"]]),
        Case(["fav", "add", "https://x.kr"], path: ["fav", "add"], positionals: ["url": ["https://x.kr"]]),
        Case(
            ["fav", "add", "https://x.kr", "고양이 사진"],
            path: ["fav", "add"],
            positionals: ["url": ["https://x.kr"], "title": ["고양이 사진"]]
        ),
        Case(["fav", "--json", "list"], path: ["fav", "list"], options: [("json", nil)]),
        Case(
            ["fav", "list", "--json", "-t", "a", "--tag=b"],
            path: ["fav", "list"],
            options: [("json", nil), ("tag", "a"), ("tag", "b")]
        ),
        Case(["fav", "remove", "--", "-3"], path: ["fav", "remove"], positionals: ["id": ["-3"]]),
        Case(["weather"], path: ["weather"]),
        Case(
            ["weather", "서울", "--days", "3"],
            path: ["weather"],
            options: [("days", "3")],
            positionals: ["place": ["서울"]]
        ),
    ]

    @Test(arguments: cases)
    func parses(_ testCase: Case) throws {
        let outcome = try ArgumentParser.parse(testCase.argv, spec: SampleCommands.root)
        guard case .run(let parsed) = outcome else {
            Issue.record("expected a command, got \(outcome)")
            return
        }
        #expect(parsed.subcommandPath == testCase.path)
        #expect(parsed.options == testCase.options)
        #expect(parsed.positionals == testCase.positionals)
        #expect(parsed.programName == "qsearch")
    }

    @Test func keepsPositionalOrderAndDefaults() throws {
        let outcome = try ArgumentParser.parse(["images", "a", "--json", "b"], spec: SampleCommands.root)
        guard case .run(let parsed) = outcome else {
            Issue.record("expected a command")
            return
        }
        #expect(parsed.arguments == ["a", "b"])
        let limit = Option<Int>("limit", short: "n", help: "", default: 20, range: 1...1000)
        #expect(try parsed[limit] == 20)
        #expect(parsed.isGiven(limit) == false)
        #expect(parsed.isGiven(Flag("json", help: "")))
        #expect(parsed.commandName == "qsearch images")
    }

    @Test func reportsVersionOnlyAtTheTop() throws {
        #expect(try ArgumentParser.parse(["--version"], spec: SampleCommands.root) == .version)
        #expect(try ArgumentParser.parse(["--version", "images"], spec: SampleCommands.root) == .version)
        #expect(throws: UsageError.self) {
            try ArgumentParser.parse(["images", "cat", "--version"], spec: SampleCommands.root)
        }
    }
}
