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
        private let order = Mutex<[Bool]>([])
        /// Whether each call that reached next was a look-up, in the order they reached it.
        var lookupsInOrder: [Bool] { order.withLock { $0 } }
        private let entered = AsyncStream<Void>.makeStream()
        /// One element each time a call reaches next.
        var entries: AsyncStream<Void> { entered.stream }

        var next: UpstreamNext<String> {
            UpstreamNext { call in
                self.order.withLock { $0.append(call.isLookup) }
                await withCheckedContinuation { continuation in
                    self.parked.withLock { $0.append(continuation) }
                    self.entered.continuation.yield()
                }
                return UpstreamReply(response: StageHarness.response(200, "new"))
            }
        }

        var parkedCount: Int { parked.withLock { $0.count } }

        /// Lets the call that has waited longest go.
        func releaseFirst() {
            let first = parked.withLock { $0.isEmpty ? nil : $0.removeFirst() }
            first?.resume()
        }

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

    @Test("a look-up waiting for a busy host gets the next free slot before calls that came earlier")
    func lookupsFirst() async throws {
        let stage = HostLimitStage(limiter: HostConcurrencyLimiter(limit: 20))
        let limiter = stage.limiter
        let gate = Gate()
        let host = CurlHTTPClient.hostKey(StageHarness.call().request.url)
        var entries = gate.entries.makeAsyncIterator()
        var lookup = StageHarness.Text()
        lookup.isLookup = true
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<2 {
                group.addTask { _ = try await stage.answer(StageHarness.call(), next: gate.next) }
            }
            for _ in 0..<2 { await entries.next() }
            for waiting in 1...2 {
                group.addTask { _ = try await stage.answer(StageHarness.call(), next: gate.next) }
                while await limiter.waitingCount(host) < waiting { await Task.yield() }
            }
            group.addTask { [lookup] in _ = try await stage.answer(StageHarness.call(lookup), next: gate.next) }
            while await limiter.waitingCount(host) < 3 { await Task.yield() }
            gate.releaseFirst()
            await entries.next()
            #expect(gate.lookupsInOrder == [false, false, true], "the look-up came last but goes first")
            gate.releaseFirst()
            await entries.next()
            #expect(gate.lookupsInOrder == [false, false, true, false])
            gate.releaseAll()
            await entries.next()
            gate.releaseAll()
            try await group.waitForAll()
        }
        #expect(await limiter.waitingCount(host) == 0)
    }
}
