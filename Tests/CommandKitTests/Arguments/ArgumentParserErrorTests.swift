import Testing

@testable import CommandKit

@Suite("ArgumentParser: usage errors")
struct ArgumentParserErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let argv: [String]
        let kind: UsageError.Kind
        let message: String
        var testDescription: String { argv.joined(separator: " ") }

        init(_ argv: [String], _ kind: UsageError.Kind, _ message: String) {
            self.argv = argv
            self.kind = kind
            self.message = message
        }
    }

    static let cases: [Case] = [
        Case(
            ["images", "cat", "--sotr", "recency"],
            .unknownOption,
            "unknown option '--sotr'; did you mean '--sort'? (see 'qsearch images --help')"
        ),
        Case(
            ["images", "cat", "--lim", "5"],
            .unknownOption,
            "unknown option '--lim'; did you mean '--limit'? (see 'qsearch images --help')"
        ),
        Case(
            ["images", "cat", "--zzzzzz"],
            .unknownOption,
            "unknown option '--zzzzzz' (see 'qsearch images --help')"
        ),
        Case(
            ["images", "cat", "-x"],
            .unknownOption,
            "unknown option '-x' (see 'qsearch images --help')"
        ),
        Case(
            ["images", "cat", "-limit", "5"],
            .unknownOption,
            "unknown option '-l'; did you mean '--limit'? (see 'qsearch images --help')"
        ),
        Case(
            ["images", "cat", "--고양이"],
            .unknownOption,
            "unknown option '--고양이' (see 'qsearch images --help')"
        ),
        Case(
            ["images", "-고양이"],
            .unknownOption,
            "unknown option '-고양이'; to pass an argument that starts with '-', put '--' before it: 'qsearch images -- -고양이' (see 'qsearch images --help')"
        ),
        Case(
            ["images", "-xyz", "-q"],
            .unknownOption,
            "unknown option '-xyz'; to pass an argument that starts with '-', put '--' before it: 'qsearch images -- -xyz' (see 'qsearch images --help')"
        ),
        Case(
            ["fav", "list", "-q"],
            .unknownOption,
            "unknown option '-q' (see 'qsearch fav list --help')"
        ),
        Case(
            ["--verison"],
            .unknownOption,
            "unknown option '--verison'; did you mean '--version'? (see 'qsearch --help')"
        ),
        Case(
            ["--jsonl", "images", "cat"],
            .unknownOption,
            "unknown option '--jsonl' here; it goes after its command, as in 'qsearch images --jsonl' (see 'qsearch --help')"
        ),
        Case(
            ["fav", "--tag", "x", "list"],
            .unknownOption,
            "unknown option '--tag' here; it goes after its command, as in 'qsearch fav list --tag' (see 'qsearch fav --help')"
        ),
        Case(
            ["images", "cat", "--limit"],
            .missingValue,
            "option '--limit' needs a value, e.g. --limit 50 (see 'qsearch images --help')"
        ),
        Case(
            ["images", "cat", "-n"],
            .missingValue,
            "option '-n' needs a value, e.g. -n 50 (see 'qsearch images --help')"
        ),
        Case(
            ["images", "cat", "--within", "-x"],
            .missingValue,
            "option '--within' needs a value, e.g. --within 30d; write --within=-x for a value that starts with '-' (see 'qsearch images --help')"
        ),
        // Only a numeric option takes `-3d`: for a text option it is still a missing value.
        Case(
            ["images", "cat", "--limit", "-3d"],
            .missingValue,
            "option '--limit' needs a value, e.g. --limit 50; write --limit=-x for a value that starts with '-' (see 'qsearch images --help')"
        ),
        Case(
            ["images", "cat", "--within", "--json"],
            .missingValue,
            "option '--within' needs a value, e.g. --within 30d; write --within=-x for a value that starts with '-' (see 'qsearch images --help')"
        ),
        Case(
            ["images", "cat", "--limit", "--json"],
            .missingValue,
            "option '--limit' needs a value, e.g. --limit 50; write --limit=-x for a value that starts with '-' (see 'qsearch images --help')"
        ),
        Case(
            ["images", "cat", "--sort", "size"],
            .invalidValue,
            "option '--sort' must be one of: accuracy, recency; got 'size' (see 'qsearch images --help')"
        ),
        Case(
            ["images", "cat", "--sort=recenty"],
            .invalidValue,
            "option '--sort' must be one of: accuracy, recency; got 'recenty' (did you mean 'recency'?) (see 'qsearch images --help')"
        ),
        Case(
            ["images", "cat", "-s", "google"],
            .invalidValue,
            "option '-s' must be one of: naver, kakao; got 'google' (see 'qsearch images --help')"
        ),
        Case(
            ["images", "cat", "--json=x"],
            .unexpectedValue,
            "option '--json' takes no value, got '--json=x'; write --json alone (see 'qsearch images --help')"
        ),
        Case(
            ["imgaes", "cat"],
            .unknownSubcommand,
            "unknown command 'imgaes' for 'qsearch'; did you mean 'images'? (see 'qsearch --help')"
        ),
        Case(
            ["고양이"],
            .unknownSubcommand,
            "unknown command '고양이' for 'qsearch'; choose one of: images, fav, weather (see 'qsearch --help')"
        ),
        Case(
            ["fav", "ad"],
            .unknownSubcommand,
            "unknown command 'ad' for 'qsearch fav'; did you mean 'add'? (see 'qsearch fav --help')"
        ),
        Case(
            [],
            .missingSubcommand,
            "'qsearch' needs a command: images, fav, weather (see 'qsearch --help')"
        ),
        Case(
            ["fav"],
            .missingSubcommand,
            "'qsearch fav' needs a command: add, list, remove (see 'qsearch fav --help')"
        ),
        Case(
            ["images"],
            .missingArgument,
            "missing required argument <query> (see 'qsearch images --help')"
        ),
        Case(
            ["images", "--json"],
            .missingArgument,
            "missing required argument <query> (see 'qsearch images --help')"
        ),
        Case(
            ["fav", "add"],
            .missingArgument,
            "missing required argument <url> (see 'qsearch fav add --help')"
        ),
        Case(
            ["fav", "list", "extra"],
            .unexpectedArgument,
            "unexpected argument 'extra'; 'qsearch fav list' takes no arguments (see 'qsearch fav list --help')"
        ),
        Case(
            ["fav", "add", "https://x.kr", "고양이", "사진"],
            .unexpectedArgument,
            "unexpected argument '사진'; quote a value that contains spaces (see 'qsearch fav add --help')"
        ),
        Case(
            ["fav", "list", "a\nb"],
            .unexpectedArgument,
            "unexpected argument 'a\\u{A}b'; 'qsearch fav list' takes no arguments (see 'qsearch fav list --help')"
        ),
        Case(
            ["fav", "list", "\u{1B}]0;pwned\u{07}"],
            .unexpectedArgument,
            "unexpected argument '\\u{1B}]0;pwned\\u{7}'; 'qsearch fav list' takes no arguments (see 'qsearch fav list --help')"
        ),
        Case(
            ["images", "--sotr", "x", "--limit"],
            .unknownOption,
            "unknown option '--sotr'; did you mean '--sort'? (see 'qsearch images --help')"
        ),
    ]

    @Test(arguments: cases)
    func rejects(_ testCase: Case) {
        do {
            let outcome = try ArgumentParser.parse(testCase.argv, spec: SampleCommands.root)
            Issue.record("expected an error, got \(outcome)")
        } catch {
            #expect(error.kind == testCase.kind)
            #expect(error.message == testCase.message)
            #expect(!error.message.contains("\n"))
        }
    }

    @Test func longInputIsCutInMessages() {
        let long = String(repeating: "가", count: 500)
        do {
            _ = try ArgumentParser.parse(["fav", "list", long], spec: SampleCommands.root)
            Issue.record("expected an error")
        } catch {
            #expect(error.message.count < 200)
            #expect(error.message.contains("…"))
        }
    }

    @Test func survivesOddInput() {
        let odd = ["", "-", "--", "---", "--=", "-=", "=", "-\u{0}", "\u{FEFF}", "--\u{301}", "-h\u{301}", "👨‍👩‍👧", "-👨‍👩‍👧"]
        for first in odd {
            for second in odd {
                _ = try? ArgumentParser.parse(["images", first, second], spec: SampleCommands.root)
                _ = try? ArgumentParser.parse([first, second], spec: SampleCommands.root)
                _ = try? ArgumentParser.parse(["fav", first, "add", second], spec: SampleCommands.root)
            }
        }
    }
}
