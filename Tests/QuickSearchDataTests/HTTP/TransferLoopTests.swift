import Foundation
import TestSupport
import Testing

@testable import QuickSearchData

/// The transfer loop waits for the network or a wake-up while a transfer is held. (A wake-up it
/// missed would cost a request up to the loop's longest wait, a second, which no test times:
/// libcurl's own connection timer, 200 ms, often ends the wait first.)
@Suite("The transfer loop takes a new request and a cancellation while another transfer waits")
struct TransferLoopTests {
    private let held = HTTPTimeouts(connect: .seconds(300), total: .seconds(300))

    @Test("A request sent while another is held is answered", .timeLimit(.minutes(1)))
    func requestBesideAHeldOne() async throws {
        let holding = try ScriptedLoopbackServer(.hold)
        var holdingEvents = holding.events.makeAsyncIterator()
        let answering = try ScriptedLoopbackServer(.ok)
        let driver = CurlMultiDriver()
        let heldCancellation = TransferCancellation()
        let heldRequest = HTTPRequest(url: holding.url("/held"), timeouts: held)
        let first = Task {
            try await driver.perform(
                heldRequest,
                hostKey: "held",
                userAgent: "QuickSearchDataTests",
                cancellation: heldCancellation
            )
        }
        #expect(await holdingEvents.next() == .requestArrived)

        let response = try await driver.perform(
            HTTPRequest(url: answering.url("/ping"), timeouts: held),
            hostKey: "answering",
            userAgent: "QuickSearchDataTests",
            cancellation: TransferCancellation()
        )
        #expect(response.status == 200)

        heldCancellation.cancel()
        driver.wake()
        await #expect(throws: CancellationError.self) { try await first.value }
    }

    @Test(
        "A transfer cancelled in the loop ends with CancellationError, its connection closed",
        .timeLimit(.minutes(1))
    )
    func cancelledInTheLoop() async throws {
        let server = try ScriptedLoopbackServer(.hold)
        var events = server.events.makeAsyncIterator()
        let driver = CurlMultiDriver()
        let cancellation = TransferCancellation()
        let request = HTTPRequest(url: server.url("/held"), timeouts: held)
        let transfer = Task {
            try await driver.perform(
                request,
                hostKey: "held",
                userAgent: "QuickSearchDataTests",
                cancellation: cancellation
            )
        }
        #expect(await events.next() == .requestArrived)

        cancellation.cancel()
        driver.wake()
        await #expect(throws: CancellationError.self) { try await transfer.value }
        #expect(await events.next() == .connectionEnded(bytesSent: 0))
    }

    @Test(
        "Cancelling the task that waits for a request ends its transfer in the client's loop",
        .timeLimit(.minutes(1))
    )
    func taskCancelledInTheLoop() async throws {
        let server = try ScriptedLoopbackServer(.hold)
        var events = server.events.makeAsyncIterator()
        let client = CurlHTTPClient(userAgent: "QuickSearchDataTests", maximumConnectionsPerHost: 2)
        let request = HTTPRequest(url: server.url("/held"), timeouts: held)
        let task = Task { try await client.send(request) }
        #expect(await events.next() == .requestArrived)

        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(await events.next() == .connectionEnded(bytesSent: 0))
    }
}
