import Foundation
import Testing

@testable import QuickSearchData

@Suite("Identical calls in flight at once are asked once")
struct SharedFetchesTests {
    /// A call the test lets finish: it says when it has started, then waits to be opened.
    final class Gate: Sendable {
        let started: AsyncStream<Void>
        private let startedContinuation: AsyncStream<Void>.Continuation
        private let opened: AsyncStream<Void>
        private let openContinuation: AsyncStream<Void>.Continuation

        init() {
            (started, startedContinuation) = AsyncStream.makeStream()
            (opened, openContinuation) = AsyncStream.makeStream()
        }

        func pass() async {
            startedContinuation.yield()
            for await _ in opened { return }
        }

        func open() {
            openContinuation.yield()
        }
    }

    /// Runs `first` for `call` held at a gate, then the same call again, whose own work must never
    /// run; opens the gate once the second caller waits, and gives both outcomes.
    private static func secondJoinsFirst(
        _ call: UpstreamCall<String>,
        first: @escaping @Sendable () async throws -> Fetched<String>
    ) async -> (first: Result<Fetched<String>, any Error>, second: Result<Fetched<String>, any Error>) {
        let shared = SharedFetches()
        let gate = Gate()
        let firstTask = Task {
            try await shared.outcome(of: call) {
                await gate.pass()
                return try await first()
            }
        }
        var started = gate.started.makeAsyncIterator()
        await started.next()
        let secondTask = Task {
            try await shared.outcome(of: call) { () async throws -> Fetched<String> in
                Issue.record("the same call ran twice")
                return Fetched(value: "second", origin: .network)
            }
        }
        while shared.waitingCount(for: call) == 0 {
            await Task.yield()
        }
        gate.open()
        let outcomes = (await firstTask.result, await secondTask.result)
        #expect(shared.waitingCount(for: call) == 0)
        return outcomes
    }

    @Test("A second caller waits for the first call and gets its answer; the work runs once", .timeLimit(.minutes(1)))
    func secondCallerShares() async throws {
        let outcomes = await Self.secondJoinsFirst(StageHarness.call()) {
            Fetched(value: "answer", origin: .network)
        }
        #expect(try outcomes.first.get().value == "answer")
        #expect(try outcomes.second.get().value == "answer")
    }

    @Test("A failure is shared the same way", .timeLimit(.minutes(1)))
    func failureIsShared() async throws {
        struct Refused: Error {}
        let outcomes = await Self.secondJoinsFirst(StageHarness.call()) { throw Refused() }
        #expect(throws: Refused.self) { try outcomes.first.get() }
        #expect(throws: Refused.self) { try outcomes.second.get() }
    }

    @Test("Calls one after the other each run, and calls that differ in cache options never share")
    func onlyOverlappingIdenticalCallsShare() async throws {
        let shared = SharedFetches()
        var runs = 0
        for call in [StageHarness.call(), StageHarness.call(), StageHarness.call(refresh: true)] {
            let fetched = try await shared.outcome(of: call) {
                runs += 1
                return Fetched(value: "run \(runs)", origin: .network)
            }
            #expect(fetched.value == "run \(runs)")
        }
        #expect(runs == 3)
    }

    @Test("A call other than GET runs its own work even while its twin is in flight", .timeLimit(.minutes(1)))
    func otherMethodsNeverShare() async throws {
        let shared = SharedFetches()
        let gate = Gate()
        let post = StageHarness.call(method: "POST")
        let first = Task {
            try await shared.outcome(of: post) {
                await gate.pass()
                return Fetched(value: "first", origin: .network)
            }
        }
        var started = gate.started.makeAsyncIterator()
        await started.next()

        let second = try await shared.outcome(of: post) { Fetched(value: "second", origin: .network) }

        #expect(second.value == "second")
        #expect(shared.waitingCount(for: post) == 0)
        gate.open()
        #expect(try await first.value.value == "first")
    }
}
