import Foundation
import QuickSearchDomain
import Synchronization
import TestSupport
import Testing

@testable import QuickSearchData

@Suite("Answers are bounded in decoded size; an oversized one is refused and never cached")
struct ResponseSizeLimitTests {
    /// A cacheable JSON-API-like target on the test server, with the default 4 MiB limit.
    private struct ProbeTarget: RequestTarget {
        let base: URL
        var upstream: Upstream {
            Upstream(name: "probe", baseURLVariable: nil, defaultBaseURL: base, authentication: .none)
        }
        var path: String { "/answer" }
        var queryItems: [(name: String, value: String)] { [] }
        var cacheLifetime: Duration? { .seconds(600) }

        func decode(_ response: HTTPResponse) throws -> Decoded<Int> {
            Decoded(response.body.count, isCacheable: (200...299).contains(response.status))
        }
    }

    /// A cache that records what it was asked to keep.
    private final class RecordingCache: ResponseCaching {
        private let saved = Mutex<[CachedResponse]>([])

        var saves: [CachedResponse] { saved.withLock { $0 } }

        func answer(forKey key: String, includingBody: Bool) -> CachedResponse? { nil }
        func body(of answer: CachedResponse) -> Data? { nil }
        func save(_ answer: CachedResponse) { saved.withLock { $0.append(answer) } }
        func renew(key: String, expiresAt: Date) {}
    }

    private static let mebibyte = 1 << 20

    private static func client(cache: RecordingCache) -> UpstreamClient {
        UpstreamClient(
            http: CurlHTTPClient(userAgent: "QuickSearchDataTests"),
            environment: Environment([:]),
            cache: cache
        )
    }

    private static func gzipHead(length: Int) -> String {
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: \(length)"
    }

    @Test("A gzip body inflating to 300 MiB is abandoned at 4 MiB: tooLarge naming host and limit, nothing cached")
    func gzipBombIsRefused() async throws {
        let bomb = ZeroGzip.member(inflatingTo: 300 * Self.mebibyte)
        let server = try ScriptedLoopbackServer(.close(head: Self.gzipHead(length: bomb.count), body: .bytes(bomb)))
        let cache = RecordingCache()

        let error = await #expect(throws: SourceFailure.self) {
            try await Self.client(cache: cache).fetch(ProbeTarget(base: server.url()))
        }

        #expect(error?.kind == .invalidResponse)
        #expect(
            error?.message
                == "probe: 127.0.0.1 sent an answer larger than 4 MiB, which was not read; check that the address is the service's own, or try again later"
        )
        #expect(cache.saves.isEmpty)
    }

    @Test("A small gzip body inflates normally and is cached (the generator makes valid gzip)")
    func smallGzipIsAccepted() async throws {
        let member = ZeroGzip.member(inflatingTo: 100_000)
        let server = try ScriptedLoopbackServer(.close(head: Self.gzipHead(length: member.count), body: .bytes(member)))
        let cache = RecordingCache()

        let fetched = try await Self.client(cache: cache).fetch(ProbeTarget(base: server.url()))

        #expect(fetched.value == 100_000)
        #expect(cache.saves.map(\.body) == [Data(count: 100_000)])
    }

    @Test("A plain 50 MB body announced by Content-Length is refused before it is read")
    func announcedPlainBodyIsRefused() async throws {
        let size = 50_000_000
        let server = try ScriptedLoopbackServer(
            .close(
                head: "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(size)",
                body: .repeated(UInt8(ascii: " "), count: size)
            )
        )
        let cache = RecordingCache()

        let error = await #expect(throws: SourceFailure.self) {
            try await Self.client(cache: cache).fetch(ProbeTarget(base: server.url()))
        }

        #expect(error?.kind == .invalidResponse)
        #expect(cache.saves.isEmpty)
        var events = server.events.makeAsyncIterator()
        #expect(await events.next() == .requestArrived)
        let ended = await events.next()
        guard case .connectionEnded(let bytesSent) = ended else {
            Issue.record("expected the connection to end, got \(String(describing: ended))")
            return
        }
        #expect(bytesSent < size)
    }

    @Test("Endless header lines are refused past 256 KiB, and nothing is cached")
    func endlessHeadersAreRefused() async throws {
        let filler = (0..<6000).map { "X-Filler-\($0): \(String(repeating: "h", count: 60))" }.joined(separator: "\r\n")
        let server = try ScriptedLoopbackServer(
            .close(
                head: "HTTP/1.1 200 OK\r\n\(filler)\r\nContent-Type: application/json\r\nContent-Length: 2",
                body: .bytes(Array("{}".utf8))
            )
        )
        let cache = RecordingCache()

        let error = await #expect(throws: SourceFailure.self) {
            try await Self.client(cache: cache).fetch(ProbeTarget(base: server.url()))
        }

        #expect(error?.kind == .invalidResponse)
        #expect(
            error?.message
                == "probe: 127.0.0.1 sent headers larger than 256 KiB, which were not read; check that the address is the service's own, or try again later"
        )
        #expect(cache.saves.isEmpty)
    }

    @Test("A HEAD answer may announce any length: no body is coming")
    func headIsNotRefusedForItsLength() async throws {
        let server = try ScriptedLoopbackServer(
            .close(
                head: "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 50000000",
                body: .bytes([])
            )
        )

        let response = try await CurlHTTPClient(userAgent: "QuickSearchDataTests").send(
            HTTPRequest(method: "HEAD", url: server.url("/answer"))
        )

        #expect(response.status == 200)
        #expect(response.body.isEmpty)
    }

    @Test("A plain 50 MB body without a length is counted as it arrives and abandoned at the limit")
    func unannouncedPlainBodyIsRefused() async throws {
        let server = try ScriptedLoopbackServer(
            .close(
                head: "HTTP/1.1 200 OK\r\nContent-Type: application/json",
                body: .repeated(UInt8(ascii: " "), count: 50_000_000)
            )
        )
        let cache = RecordingCache()

        let error = await #expect(throws: SourceFailure.self) {
            try await Self.client(cache: cache).fetch(ProbeTarget(base: server.url()))
        }

        #expect(error?.kind == .invalidResponse)
        #expect(cache.saves.isEmpty)
    }

    @Test("An answer of exactly the limit is accepted")
    func answerAtTheLimitIsAccepted() async throws {
        let size = HTTPRequest.defaultMaximumBodySize
        let server = try ScriptedLoopbackServer(
            .close(
                head: "HTTP/1.1 200 OK\r\nContent-Type: application/json",
                body: .repeated(UInt8(ascii: " "), count: size)
            )
        )
        let cache = RecordingCache()

        let fetched = try await Self.client(cache: cache).fetch(ProbeTarget(base: server.url()))

        #expect(fetched.value == size)
        #expect(cache.saves.count == 1)
    }

    @Test("The Dev-Event page may be up to 16 MiB: 17 MiB is refused with that limit named")
    func eventPageLimit() async throws {
        let server = try ScriptedLoopbackServer(
            .close(
                head: "HTTP/1.1 200 OK\r\nContent-Type: text/html",
                body: .repeated(UInt8(ascii: " "), count: 17 * Self.mebibyte)
            )
        )
        let cache = RecordingCache()
        let target = DevEventPageTarget(pageURL: server.url("/README.md"))
        #expect(target.maximumBodySize == 16 * Self.mebibyte)

        let error = await #expect(throws: SourceFailure.self) {
            try await Self.client(cache: cache).fetch(target)
        }

        #expect(error?.kind == .invalidResponse)
        #expect(error?.message.contains("16 MiB") == true)
        #expect(cache.saves.isEmpty)
    }

    @Test("An answer cut short (Content-Length larger than the body) is an error and never cached")
    func truncatedAnswerIsNotCached() async throws {
        let server = try ScriptedLoopbackServer(
            .close(
                head: "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 1000",
                body: .bytes(Array("{\"items\":[".utf8))
            )
        )
        let cache = RecordingCache()

        let error = await #expect(throws: SourceFailure.self) {
            try await Self.client(cache: cache).fetch(ProbeTarget(base: server.url()))
        }

        #expect(error?.kind == .invalidResponse)
        #expect(error?.message == "probe: 127.0.0.1 closed the connection before the whole answer arrived")
        #expect(cache.saves.isEmpty)
    }

    @Test("The size limit reads as a source failure of kind invalid_response")
    func tooLargeIsAnInvalidResponse() {
        #expect(HTTPError(.tooLarge, "x").sourceFailureKind == .invalidResponse)
        #expect(!HTTPError(.tooLarge, "x").isTransient)
    }
}
