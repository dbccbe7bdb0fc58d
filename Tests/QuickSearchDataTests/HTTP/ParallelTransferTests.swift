import Foundation
import TestSupport
import Testing

@testable import QuickSearchData

@Suite("The libcurl client runs a burst of requests together on its transfer loop")
struct ParallelTransferTests {
    /// A request the `.hold` server never answers, with timeouts far past the test's limit.
    private static func held(by server: ScriptedLoopbackServer) -> HTTPRequest {
        HTTPRequest(url: server.url("/held"), timeouts: HTTPTimeouts(connect: .seconds(5), total: .seconds(120)))
    }

    @Test(
        "Twenty requests the server holds all arrive before any is answered, and each ends when its task is cancelled",
        .timeLimit(.minutes(1))
    )
    func burstArrivesTogetherAndCancelsOneByOne() async throws {
        let server = try ScriptedLoopbackServer(.hold)
        var events = server.events.makeAsyncIterator()
        let client = CurlHTTPClient(userAgent: "QuickSearchDataTests", maximumConnectionsPerHost: 20)
        let request = Self.held(by: server)
        let tasks = (0..<20).map { _ in Task { try await client.send(request) } }
        for _ in 0..<20 {
            #expect(await events.next() == .requestArrived)
        }
        #expect(server.connectionCount == 20)

        // Cancelled one at a time: each ends on its own while the others still wait.
        for task in tasks {
            task.cancel()
            let result = await task.result
            #expect(throws: CancellationError.self) { try result.get() }
            #expect(await events.next() == .connectionEnded(bytesSent: 0))
        }
    }

    @Test("A burst of requests to one host is answered whole over at most the host's connections")
    func burstIsAnsweredWithinTheHostLimit() async throws {
        let server = try ScriptedLoopbackServer { head in
            let path = head.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
            return .keepAlive(head: "HTTP/1.1 200 OK", body: Array(path.utf8))
        }
        let client = CurlHTTPClient(userAgent: "QuickSearchDataTests", maximumConnectionsPerHost: 4)
        let bodies = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for index in 0..<40 {
                group.addTask {
                    let response = try await client.send(HTTPRequest(url: server.url("/item/\(index)")))
                    return (index, String(decoding: response.body, as: UTF8.self))
                }
            }
            return try await group.reduce(into: [Int: String]()) { $0[$1.0] = $1.1 }
        }
        #expect(bodies.count == 40)
        #expect(bodies.allSatisfy { $0.value == "/item/\($0.key)" })
        #expect((1...4).contains(server.connectionCount))
    }

    @Test(
        "Without its own host bound, the client runs as many requests to one host at once as its caller sends",
        .timeLimit(.minutes(1))
    )
    func unboundedClientRunsEveryRequestAtOnce() async throws {
        let server = try ScriptedLoopbackServer(.hold)
        var events = server.events.makeAsyncIterator()
        // The pipeline's host stage allows the data portal more than the client's own figure.
        let client = CurlHTTPClient(userAgent: "QuickSearchDataTests", maximumConnectionsPerHost: 2)
            .withoutHostLimit
        let request = Self.held(by: server)
        let tasks = (0..<6).map { _ in Task { try await client.send(request) } }
        for _ in 0..<6 {
            #expect(await events.next() == .requestArrived)
        }
        for task in tasks {
            task.cancel()
            await #expect(throws: CancellationError.self) { try await task.value }
        }
    }

    @Test("A request to another host is answered while one is held", .timeLimit(.minutes(1)))
    func requestBesideAHeldOne() async throws {
        let holding = try ScriptedLoopbackServer(.hold)
        var events = holding.events.makeAsyncIterator()
        let answering = try ScriptedLoopbackServer(.ok)
        let client = CurlHTTPClient(userAgent: "QuickSearchDataTests")
        let held = Task { try await client.send(Self.held(by: holding)) }
        #expect(await events.next() == .requestArrived)

        let response = try await client.send(HTTPRequest(url: answering.url("/ping")))
        #expect(response.status == 200)
        #expect(response.body == Data("ok".utf8))

        held.cancel()
        await #expect(throws: CancellationError.self) { try await held.value }
        #expect(await events.next() == .connectionEnded(bytesSent: 0))
    }
}
