import QuickSearchCLI
import Testing

@Suite("ParsedCommand: typed accessors")
struct ParsedCommandValidationTests {
    enum Sort: String, CaseIterable, Sendable {
        case accuracy, recency
    }

    private func parsed(_ options: [(String, String?)]) -> ParsedCommand {
        ParsedCommand(
            programName: "qsearch",
            subcommandPath: ["images"],
            options: options.map { OptionOccurrence(name: $0.0, value: $0.1) },
            defaultValues: ["days": "3"],
            positionals: [:],
            arguments: []
        )
    }

    private func message(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return (error as? UsageError)?.message ?? "not a usage error: \(error)"
        }
    }

    @Test func readsFlagsValuesAndDefaults() {
        let command = parsed([("json", nil), ("tag", "a"), ("tag", "b"), ("verbose", nil), ("verbose", nil)])
        #expect(command.flag("json"))
        #expect(!command.flag("jsonl"))
        #expect(command.count("verbose") == 2)
        #expect(command.values("tag") == ["a", "b"])
        #expect(command.value("tag") == "b")
        #expect(command.value("days") == "3")
        #expect(command.values("days") == ["3"])
        #expect(command.value("nothing") == nil)
        #expect(command.values("nothing").isEmpty)
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
            #expect(try command.int("limit", range: 1...1000) == expected)
        } else {
            #expect(
                message { _ = try command.int("limit", range: 1...1000) }
                    == "--limit must be a whole number from 1 to 1000, got '\(testCase.text)' (see 'qsearch images --help')"
            )
        }
    }

    @Test func fallsBackToTheGivenDefault() throws {
        #expect(try parsed([]).int("limit", range: 1...1000, default: 20) == 20)
        #expect(try parsed([]).int("limit", range: 1...1000) == nil)
        #expect(try parsed([]).int("days", range: 1...10) == 3)
    }

    @Test func validatesDecimalNumbers() throws {
        #expect(try parsed([("lat", "-33.86")]).double("lat", range: -90...90) == -33.86)
        #expect(try parsed([("lat", "37")]).double("lat", range: -90...90) == 37)
        for bad in ["north", "91", "nan", "inf", "1e3", ""] {
            #expect(
                message { _ = try parsed([("lat", bad)]).double("lat", range: -90...90) }
                    == "--lat must be a number from -90 to 90, got '\(bad)' (see 'qsearch images --help')"
            )
        }
    }

    @Test func validatesChoices() throws {
        #expect(try parsed([("sort", "recency")]).choice("sort", as: Sort.self) == .recency)
        #expect(try parsed([("sort", "Accuracy")]).choice("sort", as: Sort.self) == .accuracy)
        #expect(try parsed([]).choice("sort", as: Sort.self) == nil)
        #expect(
            message { _ = try parsed([("sort", "size")]).choice("sort", as: Sort.self) }
                == "--sort must be one of: accuracy, recency; got 'size' (see 'qsearch images --help')"
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
            #expect(try command.duration("within") == seconds)
        } else {
            #expect(
                message { _ = try command.duration("within") }
                    == "--within must be a duration such as 30d, 12h, 90m or 2w, got '\(testCase.text)' (see 'qsearch images --help')"
            )
        }
    }
}
