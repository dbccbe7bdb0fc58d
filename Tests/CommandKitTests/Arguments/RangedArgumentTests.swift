import Testing

@testable import CommandKit

/// `Argument<Int>(_:help:range:refusal:)`: a row typed by its number, checked by the kit.
@Suite("A whole-number argument within a range")
struct RangedArgumentTests {
    struct Pick: Command {
        static let about = CommandAbout(name: "pick", abstract: "Pick a row.")
        @Argument("n", help: "The row.", range: 1...20, refusal: "is not a row; give one from 1 to 20")
        var row: Int

        func run(_ context: Void) async throws -> Report {
            Report(output: ReportOutput(human: TextView(["\(row)"])))
        }
    }

    @Test("a number within the range is the value", arguments: ["1", "7", "20"])
    func accepted(word: String) throws {
        #expect(try Pick.parse([word]).row == Int(word))
    }

    @Test(
        "anything else is one usage error naming the word, quoted",
        arguments: ["0", "21", "x", "1.5", "99999999999999999999", "\u{1B}[2J"]
    )
    func refused(word: String) throws {
        let error = try #require(throws: UsageError.self) { try Pick.parse([word]) }
        #expect(error.reason == "\(UsageError.quoted(word)) is not a row; give one from 1 to 20")
        #expect(!error.reason.contains("\u{1B}"))
    }

    @Test("no word at all is the parser's missing argument")
    func missing() throws {
        let error = try #require(throws: UsageError.self) { try Pick.parse([]) }
        #expect(error.reason.contains("n"))
        #expect(!error.reason.contains("is not a row"))
    }
}
