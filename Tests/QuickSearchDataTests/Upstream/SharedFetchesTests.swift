import Foundation
import Testing

@testable import QuickSearchData

@Suite("Identical calls in flight at once are asked once")
struct SharedFetchesTests {
    static let key = SharedFetches.Key(
        cacheKey: "GET https://stage.example/text",
        output: ObjectIdentifier(String.self),
        refresh: false,
        staleOnFailure: false
    )

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

    @Test("A second caller waits for the first call and gets its answer; the work runs once", .timeLimit(.minutes(1)))
    func secondCallerShares() async throws {
        let shared = SharedFetches()
        let gate = Gate()
        let first = Task {
            try await shared.outcome(of: Self.key) {
                await gate.pass()
                return Fetched(value: "answer", origin: .network)
            }
        }
        var started = gate.started.makeAsyncIterator()
        await started.next()
        let second = Task {
            try await shared.outcome(of: Self.key) { () async throws -> Fetched<String> in
                Issue.record("the same call ran twice")
                return Fetched(value: "second", origin: .network)
            }
        }
        while shared.waitingCount(for: Self.key) == 0 {
            await Task.yield()
        }
        gate.open()

        #expect(try await first.value.value == "answer")
        #expect(try await second.value.value == "answer")
        #expect(shared.waitingCount(for: Self.key) == 0)
    }

    @Test("A failure is shared the same way", .timeLimit(.minutes(1)))
    func failureIsShared() async throws {
        struct Refused: Error {}
        let shared = SharedFetches()
        let gate = Gate()
        let first = Task {
            try await shared.outcome(of: Self.key) { () async throws -> Fetched<String> in
                await gate.pass()
                throw Refused()
            }
        }
        var started = gate.started.makeAsyncIterator()
        await started.next()
        let second = Task {
            try await shared.outcome(of: Self.key) { () async throws -> Fetched<String> in
                Issue.record("the same call ran twice")
                return Fetched(value: "second", origin: .network)
            }
        }
        while shared.waitingCount(for: Self.key) == 0 {
            await Task.yield()
        }
        gate.open()

        await #expect(throws: Refused.self) { try await first.value }
        await #expect(throws: Refused.self) { try await second.value }
    }

    @Test("Calls one after the other each run, and calls that differ in key never share")
    func onlyOverlappingIdenticalCallsShare() async throws {
        let shared = SharedFetches()
        let refreshing = SharedFetches.Key(
            cacheKey: Self.key.cacheKey,
            output: Self.key.output,
            refresh: true,
            staleOnFailure: false
        )
        var runs = 0
        for key in [Self.key, Self.key, refreshing] {
            let fetched = try await shared.outcome(of: key) {
                runs += 1
                return Fetched(value: "run \(runs)", origin: .network)
            }
            #expect(fetched.value == "run \(runs)")
        }
        #expect(runs == 3)
    }
}
