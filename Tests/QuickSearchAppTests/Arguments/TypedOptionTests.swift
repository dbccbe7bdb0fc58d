import Foundation
import QuickSearchApp
import QuickSearchData
import TestSupport
import Testing

@testable import CommandKit

@Suite("Typed options: one declaration for the spec and the value")
struct TypedOptionTests {
    enum Sort: String, CaseIterable, Sendable {
        case accuracy, recency
    }

    static let limit = Option<Int>(
        "limit",
        short: "n",
        help: "How many.",
        default: 20,
        range: 1...1000,
        environment: "T_LIMIT"
    )
    static let pick = Option<Int?>("pick", help: "Which.", range: 1...99)
    static let timeout = Option<Double>(
        "timeout",
        valueName: "seconds",
        help: "Limit.",
        default: 30,
        range: 0.1...3600,
        unit: "seconds",
        environment: "T_TIMEOUT"
    )
    static let sort = Option<Sort>(
        "sort",
        valueName: "order",
        help: "Order.",
        default: .accuracy,
        environment: "T_SORT"
    )
    static let map = Option<Sort?>("map", help: "Map.", choices: Sort.self)
    static let within = Option<Double?>(duration: "within", help: "Window.")
    static let tags = Option<[String]>(repeating: "tag", short: "t", help: "Tags.", environment: "T_TAGS")
    static let host = Option<String?>("host", help: "Host.")
    static let json = Flag("json", help: "JSON.")

    private func parsed(
        _ options: [(String, String?)],
        environment: [String: String] = [:],
        configFile: Bool = false
    ) -> ParsedCommand {
        var command = ParsedCommand(
            programName: "qsearch",
            subcommandPath: ["images"],
            options: options.map { OptionOccurrence(name: $0.0, value: $0.1) },
            positionals: [:],
            arguments: []
        )
        let settings: @Sendable () throws -> [String: String] = {
            try ConfigFile.merged(into: Environment(environment)).variables
        }
        command.environment = OptionVariables(
            environment,
            settings: configFile ? settings : nil,
            settingsLabel: "the config file, 'qsearch config path'"
        )
        return command
    }

    private func message(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch let error as UsageError {
            return error.message
        } catch let error as VariableError {
            return "configuration: \(error.message)"
        } catch {
            return "unexpected: \(error)"
        }
    }

    @Test func readsFlagsValuesAndDefaults() throws {
        let command = parsed([("json", nil), ("tag", "a"), ("tag", "b"), ("host", "x"), ("host", "y")])
        #expect(command[Self.json])
        #expect(!command[Flag("jsonl", help: "")])
        #expect(try command[Self.tags] == ["a", "b"])
        #expect(try command[Self.host] == "y")
        #expect(try command[Self.limit] == 20)
        #expect(try command[Self.pick] == nil)
        #expect(try command[Self.sort] == .accuracy)
        #expect(try command[Self.map] == nil)
        #expect(try parsed([])[Self.tags] == [])
        #expect(command.isGiven(Self.tags) && !command.isGiven(Self.limit))
    }

    @Test func buildsTheSpecFromTheSameValues() {
        #expect(
            Self.limit.spec
                == {
                    var spec = OptionSpec(
                        long: "limit",
                        short: "n",
                        kind: .value,
                        valueName: "n",
                        help: "How many.",
                        defaultValue: "20"
                    )
                    spec.environmentVariable = "T_LIMIT"
                    spec.valueIsNumeric = true
                    return spec
                }()
        )
        #expect(Self.sort.spec.allowedValues == ["accuracy", "recency"])
        #expect(Self.sort.spec.defaultValue == "accuracy")
        #expect(Self.map.spec.allowedValues == ["accuracy", "recency"] && Self.map.spec.defaultValue == nil)
        #expect(Self.timeout.spec.defaultValue == "30")
        #expect(Self.tags.spec.kind == .repeatableValue)
        #expect(Self.json.spec.kind == .flag)
        #expect(Self.pick.spec.valueIsNumeric && Self.timeout.spec.valueIsNumeric && Self.within.spec.valueIsNumeric)
        #expect(!Self.host.spec.valueIsNumeric && !Self.sort.spec.valueIsNumeric && !Self.tags.spec.valueIsNumeric)
        #expect(Flag("clear", help: "").conflicting(with: "limit").spec.conflicts == ["limit"])
    }

    @Test("Typed arguments declare their slot and read its words")
    func arguments() throws {
        let id = Argument<String>("id", help: "The id.")
        let place = Argument<String?>("place", help: "A place.")
        let words = Argument<[String]>("words", help: "Words.", required: false)
        #expect(id.spec == .required("id", help: "The id."))
        #expect(place.spec == .optional("place", help: "A place."))
        #expect(words.spec == .zeroOrMore("words", help: "Words."))
        #expect(Argument<[String]>("q", help: "").spec.arity == .oneOrMore)
        let spec = CommandSpec(name: "tool", abstract: "", options: [Self.json], positionals: [id, place, words])
        guard case .run(let parsed) = try ArgumentParser.parse(["a", "b", "c", "d"], spec: spec) else {
            Issue.record("expected a command")
            return
        }
        #expect(parsed[id] == "a")
        #expect(parsed[place] == "b")
        #expect(parsed[words] == ["c", "d"])
        guard case .run(let short) = try ArgumentParser.parse(["a"], spec: spec) else { return }
        #expect(short[place] == nil && short[words] == [])
        #expect(
            CommandSpec(name: "t", abstract: "", positionals: [words, id]).consistencyProblems()
                == ["t: variadic argument <words> must be the last one"]
        )
    }

    @Test("Help names the variable beside the default")
    func helpNamesTheVariable() {
        let spec = CommandSpec(name: "images", abstract: "", options: [Self.limit, Self.tags])
        let text = HelpFormatter(width: 200).render(HelpRequest(commandPath: ["qsearch", "images"], spec: spec))
        #expect(text.contains("How many. (default: 20; env: T_LIMIT)\n"))
        #expect(text.contains("Tags. Can be repeated. (env: T_TAGS)\n"))
    }

    @Test func declarationMistakesAreCaughtByTheConsistencyCheck() {
        let spec = CommandSpec(
            name: "tool",
            abstract: "",
            options: [
                Self.limit, Option<Int>("limit", help: "", default: 1, range: 1...2), Self.json,
                Flag("clear", help: "").conflicting(with: "lmit"),
            ]
        )
        #expect(
            spec.consistencyProblems() == [
                "tool: option '--limit' is declared twice",
                "tool: '--clear' conflicts with '--lmit', which this command does not declare",
            ]
        )
    }

    struct IntCase: Sendable {
        let text: String
        let expected: Int?
    }

    static let intCases: [IntCase] = [
        IntCase(text: "1", expected: 1), IntCase(text: "1000", expected: 1000), IntCase(text: "50", expected: 50),
        IntCase(text: "0", expected: nil), IntCase(text: "1001", expected: nil), IntCase(text: "abc", expected: nil),
        IntCase(text: "", expected: nil), IntCase(text: "5.5", expected: nil), IntCase(text: "-3", expected: nil),
        IntCase(text: "99999999999999999999999", expected: nil), IntCase(text: "５", expected: nil),
    ]

    @Test(arguments: intCases)
    func validatesWholeNumbers(_ testCase: IntCase) throws {
        let command = parsed([("limit", testCase.text)])
        if let expected = testCase.expected {
            #expect(try command[Self.limit] == expected)
        } else {
            #expect(
                message { _ = try command[Self.limit] }
                    == "--limit must be a whole number from 1 to 1000, got '\(testCase.text)' (see 'qsearch images --help')"
            )
        }
    }

    @Test func validatesDecimalNumbers() throws {
        let lat = Option<Double?>("lat", help: "", range: -90...90)
        #expect(try parsed([("lat", "-33.86")])[lat] == -33.86)
        #expect(try parsed([("lat", "37")])[lat] == 37)
        for bad in ["north", "91", "nan", "inf", "1e3", ""] {
            #expect(
                message { _ = try parsed([("lat", bad)])[lat] }
                    == "--lat must be a number from -90 to 90, got '\(bad)' (see 'qsearch images --help')"
            )
        }
        #expect(
            message { _ = try parsed([("timeout", "0")])[Self.timeout] }
                == "--timeout must be a number from 0.1 to 3600, got '0' (see 'qsearch images --help')"
        )
    }

    @Test func readsChoicesIgnoringCase() throws {
        #expect(try parsed([("sort", "recency")])[Self.sort] == .recency)
        #expect(try parsed([("sort", "Accuracy")])[Self.sort] == .accuracy)
        #expect(try parsed([("map", "recency")])[Self.map] == .recency)
        #expect(
            message { _ = try parsed([("sort", "size")])[Self.sort] }
                == "--sort must be one of: accuracy, recency; got 'size' (see 'qsearch images --help')"
        )
    }

    @Test(
        "A variable sets the default; the command line wins; a bad variable is a configuration error without its value"
    )
    func environmentDefaults() throws {
        let environment = ["T_LIMIT": "7", "T_SORT": "RECENCY", "T_TAGS": "naver,kakao", "T_TIMEOUT": "1.5"]
        let command = parsed([], environment: environment)
        #expect(try command[Self.limit] == 7)
        #expect(try command[Self.sort] == .recency)
        #expect(try command[Self.tags] == ["naver,kakao"])
        #expect(try command[Self.timeout] == 1.5)
        #expect(try command.valueAndOrigin(Self.limit).origin == .environment)
        let typed = parsed([("limit", "9")], environment: environment)
        #expect(try typed.valueAndOrigin(Self.limit) == (9, .commandLine))
        #expect(try parsed([], environment: ["T_LIMIT": "  "]).valueAndOrigin(Self.limit) == (20, .builtIn))
        #expect(
            message { _ = try parsed([], environment: ["T_LIMIT": "5000"])[Self.limit] }
                == "configuration: T_LIMIT must be a whole number from 1 to 1000; fix or unset it"
        )
        #expect(
            message { _ = try parsed([], environment: ["T_TIMEOUT": "soon"])[Self.timeout] }
                == "configuration: T_TIMEOUT must be a number of seconds from 0.1 to 3600; fix or unset it"
        )
        #expect(
            message { _ = try parsed([], environment: ["T_SORT": "size"])[Self.sort] }
                == "configuration: T_SORT must be one of: accuracy, recency; fix or unset it"
        )
        #expect(try parsed([("limit", "3")], environment: ["T_LIMIT": "bad"])[Self.limit] == 3)
    }

    @Test("The config file sets defaults under the environment, only for programs that read it")
    func configFileDefaults() throws {
        let temporary = try TemporaryDirectory(prefix: "typed-options")
        let home = temporary.url
        let directory = home.appendingPathComponent("quicksearch")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("config")
        try Data("T_LIMIT=11\nT_SORT=bogus\n".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        let variables = ["XDG_CONFIG_HOME": home.path]
        #expect(
            try parsed([], environment: variables, configFile: true).valueAndOrigin(Self.limit) == (11, .configFile)
        )
        #expect(try parsed([], environment: variables, configFile: false).valueAndOrigin(Self.limit) == (20, .builtIn))
        var withEnvironment = variables
        withEnvironment["T_LIMIT"] = "12"
        #expect(try parsed([], environment: withEnvironment, configFile: true)[Self.limit] == 12)
        #expect(
            message { _ = try parsed([], environment: variables, configFile: true)[Self.sort] }
                == "configuration: T_SORT (in the config file, 'qsearch config path') must be one of: accuracy, recency; fix or unset it"
        )
        // Others may read a file without keys (it is used), never change one.
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        #expect(try parsed([], environment: variables, configFile: true)[Self.limit] == 11)
        try FileManager.default.setAttributes([.posixPermissions: 0o664], ofItemAtPath: file.path)
        #expect(
            message { _ = try parsed([], environment: variables, configFile: true)[Self.limit] }?.contains("chmod 600")
                == true
        )
    }

    struct DurationCase: Sendable {
        let text: String
        let seconds: Double?
    }

    static let durationCases: [DurationCase] = [
        DurationCase(text: "30d", seconds: 30 * 86_400),
        DurationCase(text: "12h", seconds: 12 * 3_600),
        DurationCase(text: "90m", seconds: 90 * 60),
        DurationCase(text: "2w", seconds: 14 * 86_400),
        DurationCase(text: "45s", seconds: 45),
        DurationCase(text: "1h30m", seconds: 5_400),
        DurationCase(text: "2D", seconds: 2 * 86_400),
        DurationCase(text: "30", seconds: nil),
        DurationCase(text: "d", seconds: nil),
        DurationCase(text: "0d", seconds: nil),
        DurationCase(text: "-3d", seconds: nil),
        DurationCase(text: "3y", seconds: nil),
        DurationCase(text: "1.5h", seconds: nil),
        DurationCase(text: "3d ", seconds: nil),
        DurationCase(text: "9999999999d", seconds: nil),
        DurationCase(text: "삼일", seconds: nil),
        DurationCase(text: "", seconds: nil),
    ]

    @Test(arguments: durationCases)
    func readsDurations(_ testCase: DurationCase) throws {
        let command = parsed([("within", testCase.text)])
        if let seconds = testCase.seconds {
            #expect(try command[Self.within] == seconds)
        } else {
            #expect(
                message { _ = try command[Self.within] }
                    == "--within must be a positive duration such as 30d, 12h, 90m or 2w, got '\(testCase.text)' (see 'qsearch images --help')"
            )
        }
    }
}
