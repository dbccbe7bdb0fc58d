import Foundation
import TestSupport
import Testing

@testable import QuickSearchData

@Suite("Cancelling a task stops its request: the transfer is aborted, a queued request leaves the queue")
struct CancellationTests {
    @Test(
        "A cancelled transfer ends with CancellationError and its connection closes, long before its timeout",
        .timeLimit(.minutes(1))
    )
    func cancelledTransferIsAborted() async throws {
        let server = try ScriptedLoopbackServer(.hold)
        var events = server.events.makeAsyncIterator()
        let client = CurlHTTPClient(userAgent: "QuickSearchDataTests")
        let request = HTTPRequest(
            url: server.url("/slow"),
            timeouts: HTTPTimeouts(connect: .seconds(5), total: .seconds(120))
        )
        let task = Task { try await client.send(request) }

        #expect(await events.next() == .requestArrived)
        task.cancel()
        let result = await task.result

        #expect(throws: CancellationError.self) { try result.get() }
        #expect(await events.next() == .connectionEnded(bytesSent: 0))
    }

    @Test(
        "A task waiting for a host slot is removed when cancelled; the slot then goes to the next one",
        .timeLimit(.minutes(1))
    )
    func cancelledWaiterLeavesTheQueue() async throws {
        let limiter = HostConcurrencyLimiter(limit: 1)
        try await limiter.acquire("h")
        let waiter = Task { try await limiter.acquire("h") }
        while await limiter.waitingCount("h") == 0 {
            await Task.yield()
        }

        waiter.cancel()
        let result = await waiter.result

        #expect(throws: CancellationError.self) { try result.get() }
        #expect(await limiter.waitingCount("h") == 0)
        await limiter.release("h")
        try await limiter.acquire("h")
    }

    @Test("A task cancelled before it asks for a slot gets none", .timeLimit(.minutes(1)))
    func alreadyCancelledTaskGetsNoSlot() async throws {
        let limiter = HostConcurrencyLimiter(limit: 1)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await limiter.acquire("h")
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        try await limiter.acquire("h")
        #expect(await limiter.waitingCount("h") == 0)
    }
}
