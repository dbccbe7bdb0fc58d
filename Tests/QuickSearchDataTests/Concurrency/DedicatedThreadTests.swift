import Foundation
import Testing

@testable import QuickSearchData

/// `DedicatedThread`: the work runs on a thread of its own, and what it returns or throws comes
/// back to the task.
@Suite("Concurrency: work on a thread of its own")
struct DedicatedThreadTests {
    /// The thread this is called on (`Thread.current` is not read from async code directly).
    private static func currentThread() -> ObjectIdentifier {
        ObjectIdentifier(Thread.current)
    }

    @Test("The work runs on another thread than the task's, and its value comes back")
    func runsElsewhere() async throws {
        let caller = Self.currentThread()
        let worker = try await DedicatedThread.run { Self.currentThread() }
        #expect(worker != caller)
        #expect(try await DedicatedThread.run { 6 * 7 } == 42)
    }

    @Test("An error the work throws is thrown to the task")
    func throwsBack() async {
        struct Refused: Error {}
        await #expect(throws: Refused.self) { try await DedicatedThread.run { throw Refused() } }
    }
}
