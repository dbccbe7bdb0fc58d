import Foundation
import QuickSearchDomain
import Synchronization
import Testing

@testable import QuickSearchData

/// The transport is told a request is coming when one is sure to be sent, and only then.
@Suite("Pipeline: the transport prepared for a request on its way")
struct PreparationStageTests {
    /// A transport that writes down each preparation and each request, in order.
    final class Transport: HTTPClient {
        private let events = Mutex<[String]>([])
        var log: [String] { events.withLock { $0 } }

        func prepare() {
            events.withLock { $0.append("prepare") }
        }

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            events.withLock { $0.append("send \(request.url.path)") }
            return StageHarness.response(200, "new")
        }
    }

    @Test("a call the cache cannot answer prepares the transport before it is sent; a fresh answer prepares nothing")
    func preparedBelowTheCache() async throws {
        let transport = Transport()
        let client = UpstreamClient(
            http: transport,
            environment: Environment(["STAGE_KEY": "key-77c0e4d1"]),
            cache: MemoryCache()
        )
        _ = try await client.fetch(StageHarness.Text())
        #expect(transport.log == ["prepare", "send /text"])
        #expect(try await client.fetch(StageHarness.Text()).origin == .cache)
        #expect(transport.log == ["prepare", "send /text"])
        _ = try await client.fetch(StageHarness.Text(), refresh: true)
        #expect(transport.log == ["prepare", "send /text", "prepare", "send /text"])
    }

    @Test("a call without its key sends nothing and prepares nothing")
    func notPreparedWithoutKeys() async throws {
        let transport = Transport()
        let client = UpstreamClient(http: transport, environment: Environment([:]), cache: MemoryCache())
        await #expect(throws: SourceFailure.self) { try await client.fetch(StageHarness.Text()) }
        #expect(transport.log.isEmpty)
    }

    @Test("decorators pass the preparation on to the client they wrap")
    func decoratorsForward() {
        let transport = Transport()
        RetryingHTTPClient(wrapping: transport).prepare()
        #expect(transport.log == ["prepare"])
    }
}
