import Foundation
import QuickSearchData
import TestSupport
import Testing

@Suite("The libcurl client reuses its connections to one host")
struct ConnectionReuseTests {
    @Test("Sequential requests to one host share a single connection")
    func sequentialRequestsShareOneConnection() async throws {
        let server = try ScriptedLoopbackServer(.ok)
        let client = CurlHTTPClient(userAgent: "QuickSearchDataTests")
        let url = try #require(URL(string: "\(server.baseURL)/ping"))
        for _ in 0..<6 {
            let response = try await client.send(HTTPRequest(url: url))
            #expect(response.status == 200)
            #expect(response.body == Data("ok".utf8))
        }
        #expect(server.requestCount == 6)
        #expect(server.connectionCount == 1)
    }

    @Test("Concurrent requests never open more connections than the per-host limit")
    func concurrentRequestsStayWithinTheLimit() async throws {
        let server = try ScriptedLoopbackServer(.ok)
        let client = CurlHTTPClient(userAgent: "QuickSearchDataTests", maximumConnectionsPerHost: 2)
        let url = try #require(URL(string: "\(server.baseURL)/ping"))
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<12 {
                group.addTask { try await client.send(HTTPRequest(url: url)).status }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 200, count: 12))
        #expect(server.requestCount == 12)
        #expect((1...2).contains(server.connectionCount))
    }

    @Test("A search of several pages against the mock keeps every answer intact over reused connections")
    func searchOverReusedConnections() async throws {
        let upstreams = try MockUpstreams()
        let client = upstreams.client()
        for round in 1...3 {
            let result = await upstreams.search("reuse \(round) n=500", limit: 400, client: client)
            #expect(result.failures.isEmpty)
            #expect(result.items.count == 400)
        }
    }
}
