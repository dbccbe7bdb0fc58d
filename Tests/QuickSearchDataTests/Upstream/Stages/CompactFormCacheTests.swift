import Foundation
import QuickSearchDomain
import Synchronization
import TestRandomness
import Testing

@testable import QuickSearchData

/// The compact form of a cached answer: kept when the answer is stored (the answer itself only
/// beside a validator), read back instead of decoding the answer, and never trusted when it is of
/// another layout or build, does not read cleanly, or holds a configured key.
@Suite("Pipeline: answers cached in compact form")
struct CompactFormCacheTests {
    private static let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// Counts the answers it decodes, so a test knows whether the body was read.
    final class Decodes: Sendable {
        private let count = Mutex(0)
        var value: Int { count.withLock { $0 } }
        func add() { count.withLock { $0 += 1 } }
    }

    /// A page target whose body is one title per line.
    struct Pages: RequestTarget {
        let decodes: Decodes
        /// Seconds from the suite's now at which a reading says the answer expires; nil: the lifetime.
        var expiresIn: TimeInterval?
        var upstream: Upstream { StageHarness.upstream }
        var path: String { "/pages" }
        var queryItems: [(name: String, value: String)] { [("page", "1")] }
        var cacheLifetime: Duration? { .seconds(600) }

        func decode(_ response: HTTPResponse) throws -> Decoded<MediaPageContent> {
            decodes.add()
            // A line starting with # is not a title: what makes an answer longer than its form.
            let titles = String(decoding: response.body, as: UTF8.self).split(separator: "\n")
                .filter { !$0.hasPrefix("#") }.map(String.init)
            return Decoded(Self.page(titles), isCacheable: true, expiresAt: expiresIn.map(now.addingTimeInterval))
        }

        static func page(_ titles: [String]) -> MediaPageContent {
            let items = titles.enumerated().map { index, title in
                MediaItem(
                    source: MediaSourceID("test"),
                    kind: .image,
                    title: title,
                    url: "https://example.com/\(index)"
                )
            }
            return MediaPageContent(items: items, isEnd: titles.isEmpty, total: titles.count)
        }
    }

    private static func stage(_ cache: MemoryCache, secret: String? = nil) -> CacheStage {
        let environment = Environment(secret.map { ["STAGE_KEY": $0] } ?? [:])
        return CacheStage(
            cache: cache,
            secrets: SecretRedactor(environment: environment, upstreams: [StageHarness.upstream]),
            now: { now }
        )
    }

    private static func call(
        _ decodes: Decodes,
        staleOnFailure: Bool = false,
        expiresIn: TimeInterval? = nil
    ) -> UpstreamCall<MediaPageContent> {
        let target = Pages(decodes: decodes, expiresIn: expiresIn)
        return UpstreamCall(
            target,
            request: HTTPRequest(method: "GET", url: URL(string: "https://stage.example/pages?page=1")!),
            staleOnFailure: staleOnFailure
        )
    }

    /// `titles` in an answer longer than its form, as real answers are (the answer itself is
    /// kept beside a form that is not smaller).
    private static func padded(_ titles: String) -> String {
        titles + "\n#" + String(repeating: " padding", count: 100)
    }

    /// A validator, with which the answer itself is kept beside its form.
    private static let validator = ["etag": "\"v1\""]

    /// Asks the stage once, answering `body` (with `headers`) when it asks next.
    private static func ask(
        _ stage: CacheStage,
        _ decodes: Decodes,
        body: String = padded("first\nsecond"),
        headers: [String: String] = [:],
        expiresIn: TimeInterval? = nil
    ) async throws -> (MediaPageContent, FetchOrigin) {
        try await ask(stage, decodes, expiresIn: expiresIn) { _ in StageHarness.response(200, body, headers: headers) }
    }

    /// Asks the stage once, answering what `answer` gives (or throws) for each request it sends.
    private static func ask(
        _ stage: CacheStage,
        _ decodes: Decodes,
        staleOnFailure: Bool = false,
        expiresIn: TimeInterval? = nil,
        answer: @escaping @Sendable (HTTPRequest) throws -> HTTPResponse
    ) async throws -> (MediaPageContent, FetchOrigin) {
        let call = call(decodes, staleOnFailure: staleOnFailure, expiresIn: expiresIn)
        let next = UpstreamNext<MediaPageContent> { call in UpstreamReply(response: try answer(call.request)) }
        var reply = try await stage.answer(call, next: next)
        return (try await reply.read(for: call).value, reply.origin)
    }

    @Test("a new answer is kept with its compact form, and a fresh repeat reads that form, not the answer")
    func repeatReadsCompactForm() async throws {
        let cache = MemoryCache()
        let decodes = Decodes()
        let stage = Self.stage(cache)
        let (first, origin) = try await Self.ask(stage, decodes)
        #expect(origin == .network)
        #expect(decodes.value == 1)
        #expect(cache.entries.first?.decodedLayout == CompactForm<MediaPageContent>.standard.layout)
        #expect(cache.entries.first.map { $0.body == nil } == true, "no validator: the form alone is kept")
        let (again, againOrigin) = try await Self.ask(stage, decodes)
        #expect(againOrigin == .cache)
        #expect(decodes.value == 1)
        #expect(again == first)
        #expect(again == Pages.page(["first", "second"]))
    }

    @Test("an answer no longer than its form is kept beside it, validator or not")
    func shortAnswerIsKept() async throws {
        let cache = MemoryCache()
        let decodes = Decodes()
        _ = try await Self.ask(Self.stage(cache), decodes, body: "first\nsecond")
        let entry = try #require(cache.entries.first)
        #expect(entry.body == Data("first\nsecond".utf8))
        #expect(entry.decoded.map { $0.count >= "first\nsecond".utf8.count } == true)
    }

    /// The stored entry of `cache` with its form replaced by `change`.
    private static func tamper(_ cache: MemoryCache, _ change: (inout CachedResponse) -> Void) {
        guard var entry = cache.entries.first else { return }
        change(&entry)
        cache.save(entry)
    }

    @Test("a form of another layout or build, a damaged one, or none is not read: the answer is decoded or asked again")
    func untrustedFormsAreSkipped() async throws {
        let changes: [(inout CachedResponse) -> Void] = [
            { $0.decodedLayout = "media-page-0 0.0.1" },
            { $0.decoded = $0.decoded.map { Data($0.dropLast()) } },
            { $0.decoded = $0.decoded.map { $0 + [0] } },
            { $0.decoded = Data([0xFF, 0xFF]) },
            { $0.decoded = nil },
        ]
        for change in changes {
            for headers in [Self.validator, [:]] {
                let cache = MemoryCache()
                let decodes = Decodes()
                let stage = Self.stage(cache)
                _ = try await Self.ask(stage, decodes, headers: headers)
                Self.tamper(cache, change)
                let (again, origin) = try await Self.ask(stage, decodes, body: "asked again")
                // Kept beside a validator, the answer is read; without one, there is none to read.
                #expect(origin == (headers.isEmpty ? .network : .cache))
                #expect(decodes.value == 2)
                #expect(again == Pages.page(headers.isEmpty ? ["asked again"] : ["first", "second"]))
            }
        }
    }

    @Test("a form kept alone stands in for an unreachable upstream, and is read after an unasked-for 304")
    func formAloneStandsIn() async throws {
        let cache = MemoryCache()
        let decodes = Decodes()
        let stage = Self.stage(cache)
        _ = try await Self.ask(stage, decodes)
        // Stored 200 s ago for 120 s.
        Self.tamper(cache) { entry in
            entry.storedAt = Self.now.addingTimeInterval(-200)
            entry.expiresAt = Self.now.addingTimeInterval(-80)
        }
        let (stale, staleOrigin) = try await Self.ask(stage, decodes, staleOnFailure: true) { _ in
            throw HTTPError(.connectionFailed, "refused")
        }
        #expect(staleOrigin == .staleCache(storedAt: Self.now.addingTimeInterval(-200), failure: "refused"))
        #expect(stale == Pages.page(["first", "second"]))
        let (renewed, renewedOrigin) = try await Self.ask(stage, decodes) { _ in StageHarness.response(304) }
        #expect(renewedOrigin == .revalidated)
        #expect(renewed == Pages.page(["first", "second"]))
        #expect(decodes.value == 1)
        // Renewed for the span it was stored for, not the target's lifetime.
        #expect(cache.entries.map(\.expiresAt) == [Self.now.addingTimeInterval(120)])
    }

    @Test("a 304 reads the answer kept beside its validator, whose reading may date its own expiry")
    func notModifiedReadsTheBody() async throws {
        let cache = MemoryCache()
        let decodes = Decodes()
        let stage = Self.stage(cache)
        _ = try await Self.ask(stage, decodes, headers: Self.validator, expiresIn: 30)
        Self.tamper(cache) { $0.expiresAt = Self.now.addingTimeInterval(-1) }
        let (renewed, origin) = try await Self.ask(stage, decodes, expiresIn: 90) { request in
            #expect(request.headers == [HTTPHeader("If-None-Match", "\"v1\"")])
            return StageHarness.response(304)
        }
        #expect(origin == .revalidated)
        #expect(renewed == Pages.page(["first", "second"]))
        #expect(decodes.value == 2, "the body read again")
        #expect(cache.entries.map(\.expiresAt) == [Self.now.addingTimeInterval(90)])
    }

    @Test("a 304 for an entry that no longer reads (replaced since, or damaged) asks again without validators")
    func notModifiedWithNothingToReadAsksAgain() async throws {
        let cache = MemoryCache()
        let decodes = Decodes()
        let stage = Self.stage(cache)
        _ = try await Self.ask(stage, decodes, headers: Self.validator)
        Self.tamper(cache) { entry in
            entry.expiresAt = Self.now.addingTimeInterval(-1)
            entry.decoded = Data([0xFF])
            entry.body = nil
        }
        let requests = Mutex<[HTTPRequest]>([])
        let (again, origin) = try await Self.ask(stage, decodes) { request in
            let count = requests.withLock { requests in
                requests.append(request)
                return requests.count
            }
            return count == 1 ? StageHarness.response(304) : StageHarness.response(200, "asked again")
        }
        #expect(origin == .network)
        #expect(again == Pages.page(["asked again"]))
        #expect(requests.withLock { $0.map(\.headers) } == [[HTTPHeader("If-None-Match", "\"v1\"")], []])
    }

    @Test("a form kept alone that holds a key configured since is neither read nor a stand-in: it is asked again")
    func formAloneWithKeyIsAskedAgain() async throws {
        let secret = "stage-secret-1234567890"
        let cache = MemoryCache()
        let decodes = Decodes()
        _ = try await Self.ask(Self.stage(cache), decodes, body: Self.padded("title \(secret)"))
        #expect(cache.entries.first.map { $0.body == nil } == true)
        let (again, origin) = try await Self.ask(Self.stage(cache, secret: secret), decodes, body: "clean")
        #expect(origin == .network)
        #expect(again == Pages.page(["clean"]))
        let staleCache = MemoryCache()
        _ = try await Self.ask(Self.stage(staleCache), decodes, body: Self.padded("title \(secret)"))
        Self.tamper(staleCache) { $0.expiresAt = Self.now.addingTimeInterval(-1) }
        await #expect(throws: HTTPError.self) {
            _ = try await Self.ask(Self.stage(staleCache, secret: secret), decodes, staleOnFailure: true) { _ in
                throw HTTPError(.connectionFailed, "refused")
            }
        }
    }

    @Test("a form holding a configured key is not read: the answer is decoded through the redactor")
    func formWithKeyIsSkipped() async throws {
        let secret = "stage-secret-1234567890"
        let cache = MemoryCache()
        let decodes = Decodes()
        // Stored before the key was configured, so the answer was kept with its form.
        let body = Self.padded("title \(secret)")
        _ = try await Self.ask(Self.stage(cache), decodes, body: body, headers: Self.validator)
        #expect(cache.entries.first?.decoded != nil)
        let (again, _) = try await Self.ask(Self.stage(cache, secret: secret), decodes)
        #expect(decodes.value == 2)
        #expect(again.items.map(\.title) == ["title [redacted]"])
    }

    @Test("pages of every kind of item read back as written; a cut or changed form never traps")
    func roundTrip() throws {
        var random = SeededRandom(seed: 18)
        let texts = ["", "고양이 &amp; 강아지", "🐈‍⬛", "a\u{0}b", String(repeating: "x", count: 300)]
        for _ in 0..<50 {
            let items = (0..<Int.random(in: 0...20, using: &random)).map { index in
                var item = MediaItem(
                    source: MediaSourceID(["naver-image", "kakao-vclip"].randomElement(using: &random)!),
                    kind: Bool.random(using: &random) ? .image : .video,
                    title: texts.randomElement(using: &random)!,
                    url: "https://example.com/\(index)",
                    thumbnailURL: Bool.random(using: &random) ? nil : texts.randomElement(using: &random)!,
                    width: Bool.random(using: &random) ? nil : Int.random(in: Int.min...Int.max, using: &random),
                    height: Bool.random(using: &random) ? nil : Int.random(in: -5...5, using: &random),
                    datetime: Bool.random(using: &random)
                        ? nil : Date(timeIntervalSince1970: Double.random(in: -1e10...1e10, using: &random)),
                    siteName: Bool.random(using: &random) ? nil : "site",
                    documentURL: Bool.random(using: &random) ? nil : "https://example.com/doc",
                    duration: Bool.random(using: &random) ? nil : Int.random(in: 0...100_000, using: &random),
                    author: Bool.random(using: &random) ? nil : "작가",
                    rank: Int.random(in: 1...1000, using: &random)
                )
                if Bool.random(using: &random) { item.sources.append(MediaSourceID("kakao-image")) }
                return item
            }
            let page = MediaPageContent(
                items: items,
                isEnd: Bool.random(using: &random),
                total: Bool.random(using: &random) ? nil : Int.random(in: 0...10_000, using: &random)
            )
            let form = CompactForm<MediaPageContent>.standard
            let bytes = form.write(page)
            #expect(form.read(bytes) == page)
            for cut in 0..<bytes.count {
                #expect(form.read(bytes.prefix(cut)) == nil)
            }
            for _ in 0..<20 where !bytes.isEmpty {
                var changed = bytes
                let index = changed.startIndex + Int.random(in: 0..<changed.count, using: &random)
                changed[index] ^= UInt8.random(in: 1...255, using: &random)
                _ = form.read(changed)
            }
        }
    }
}
