import Foundation
import QuickSearchDomain
import Testing

@testable import QuickSearchData

/// `RetryStage` alone: it retries by the upstream's own policy, each attempt through next.
@Suite("Pipeline: the retry stage")
struct RetryStageTests {
    @Test("a 503 then a 200: two calls to next, one wait from the upstream's policy")
    func retriesByTheUpstreamsPolicy() async throws {
        let clock = TestRetryClock()
        let next = ScriptedNext { $0 == 0 ? StageHarness.response(503) : StageHarness.response(200, "new") }
        let reply = try await RetryStage(clock: clock, random: { 0 }).answer(StageHarness.call(), next: next.next)
        #expect(reply.response.status == 200)
        #expect(next.calls.count == 2)
        #expect(clock.sleeps == [.milliseconds(50)], "half of the policy's 100 ms base delay, without jitter")
    }

    @Test("the upstream's attempt count bounds the tries; the last answer goes up")
    func attemptsAreBounded() async throws {
        let next = ScriptedNext { _ in StageHarness.response(503) }
        let reply = try await RetryStage(clock: TestRetryClock(), random: { 0.5 })
            .answer(StageHarness.call(), next: next.next)
        #expect(reply.response.status == 503)
        #expect(next.calls.count == StageHarness.upstream.limits.retry.maximumAttempts)
    }

    @Test("a transient transport error is retried; a request with side effects is not")
    func transientAndIdempotent() async throws {
        let flaky = ScriptedNext { index in
            if index == 0 { throw HTTPError(.connectionFailed, "reset") }
            return StageHarness.response(200, "new")
        }
        _ = try await RetryStage(clock: TestRetryClock(), random: { 0 }).answer(StageHarness.call(), next: flaky.next)
        #expect(flaky.calls.count == 2)
        let post = ScriptedNext { _ in StageHarness.response(503) }
        _ = try await RetryStage(clock: TestRetryClock(), random: { 0 })
            .answer(StageHarness.call(method: "POST"), next: post.next)
        #expect(post.calls.count == 1)
    }
}
