import Synchronization
import Testing

@testable import CommandKit

@Suite("ReportOutput")
struct ReportOutputTests {
    /// How many times the records were made.
    final class Count: Sendable {
        let value = Mutex(0)
    }

    @Test("records given as work are made only when asked for (the --jsonl form), not by the output")
    func recordsMadeWhenAsked() {
        let made = Count()
        let output = ReportOutput(
            document: EmptyDocument(),
            makingRecords: {
                made.value.withLock { $0 += 1 }
                return ["one", "two"]
            },
            human: TextView([]),
            hasResults: true
        )
        #expect(made.value.withLock { $0 } == 0)
        #expect(output.records.count == 2)
        #expect(made.value.withLock { $0 } == 1)
        #expect(output.hasResults)
    }

    /// A record of `feed list`.
    struct Entry: FieldSelectable, Sendable {
        let name: String

        enum FieldKey: String, CodingKey, CaseIterable {
            case name
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: FieldKey.self)
            try container.encode(name, forKey: .name)
        }
    }

    /// How many times `feed list` made its records.
    static let listed = Count()

    /// `feed list`: one entry, its records given as work.
    struct ListCommand: Command {
        static let about = CommandAbout(name: "list", abstract: "List.", records: .of(Entry.self))

        func run(_ context: Void) async throws -> Report {
            let entries = [Entry(name: "one")]
            return Report(
                output: ReportOutput(
                    document: ["entries": entries.map(\.name)],
                    makingRecords: {
                        ReportOutputTests.listed.value.withLock { $0 += 1 }
                        return entries
                    },
                    human: TextView(entries.map(\.name)),
                    hasResults: true
                )
            )
        }
    }

    @Test("the printer makes the records for --jsonl only, not for --json or the view")
    func printerMakesRecordsForJSONLinesOnly() async {
        let program = CommandProgram.plain(
            CommandNode(CommandSpec(name: "feed", abstract: "A feed."), children: [CommandNode(ListCommand.self)])
        )
        func run(_ arguments: [String]) async -> String {
            await program.runCapturing(arguments).stdout
        }
        let before = Self.listed.value.withLock { $0 }
        #expect(await run(["list", "--json"]).contains("\"one\""))
        #expect(await run(["list"]) == "one\n")
        #expect(Self.listed.value.withLock { $0 } == before)
        #expect(await run(["list", "--jsonl"]) == "{\"name\":\"one\"}\n")
        #expect(Self.listed.value.withLock { $0 } == before + 1)
    }

    @Test("records given as a list say whether there are results")
    func listedRecords() {
        #expect(ReportOutput(document: EmptyDocument(), records: [String](), human: TextView([])).hasResults == false)
        #expect(ReportOutput(document: EmptyDocument(), records: ["one"], human: TextView([])).hasResults)
    }
}
