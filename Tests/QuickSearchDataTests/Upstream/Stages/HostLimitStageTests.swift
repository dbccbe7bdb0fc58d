import Foundation
import QuickSearchDomain
import Synchronization
import Testing

@testable import QuickSearchData

/// `HostLimitStage` alone: no more calls to one host at once than the upstream's
/// `connectionsPerHost`, with a `next` that holds each call until the test lets it go.
@Suite("Pipeline: the host-limit stage")
struct HostLimitStageTests {
    /// A `next` that parks every call until `releaseAll`, counting how many are parked.
    final class Gate: Sendable {
        private let parked = Mutex<[CheckedContinuation<Void, Never>]>([])
        private let entered = AsyncStream<Void>.makeStream()
        /// One element each time a call reaches next.
        var entries: AsyncStream<Void> { entered.stream }

        var next: UpstreamNext<String> {
            UpstreamNext { _ in
                await withCheckedContinuation { continuation in
                    self.parked.withLock { $0.append(continuation) }
                    self.entered.continuation.yield()
                }
                return UpstreamReply(response: StageHarness.response(200, "new"))
            }
        }

        var parkedCount: Int { parked.withLock { $0.count } }

        func releaseAll() {
            let waiting = parked.withLock { parked in
                defer { parked.removeAll() }
                return parked
            }
            for continuation in waiting { continuation.resume() }
        }
    }

    @Test("with a limit of 2, a third call to the same host waits until one ends")
    func boundPerHost() async throws {
        let limiter = HostConcurrencyLimiter(limit: 20)
        let stage = HostLimitStage(limiter: limiter)
        let gate = Gate()
        let host = CurlHTTPClient.hostKey(StageHarness.call().request.url)
        var entries = gate.entries.makeAsyncIterator()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<3 {
                group.addTask { _ = try await stage.answer(StageHarness.call(), next: gate.next) }
            }
            for _ in 0..<2 { await entries.next() }
            // Until the third call waits for a slot, or (were the bound wrong) reaches next too.
            while await limiter.waitingCount(host) < 1, gate.parkedCount < 3 { await Task.yield() }
            #expect(gate.parkedCount == 2, "the upstream's limit (2), not the limiter's (20)")
            gate.releaseAll()
            await entries.next()
            #expect(gate.parkedCount == 1)
            gate.releaseAll()
            try await group.waitForAll()
        }
        #expect(await limiter.waitingCount(host) == 0)
    }
}
