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

    @Test("records given as a list say whether there are results")
    func listedRecords() {
        #expect(ReportOutput(document: EmptyDocument(), records: [], human: TextView([])).hasResults == false)
        #expect(ReportOutput(document: EmptyDocument(), records: ["one"], human: TextView([])).hasResults)
    }
}
