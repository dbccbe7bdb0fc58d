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
        var upstream: Upstream { StageHarness.upstream }
        var path: String { "/pages" }
        var queryItems: [(name: String, value: String)] { [("page", "1")] }
        var cacheLifetime: Duration? { .seconds(600) }

        func decode(_ response: HTTPResponse) throws -> Decoded<MediaPageContent> {
            decodes.add()
            let titles = String(decoding: response.body, as: UTF8.self).split(separator: "\n").map(String.init)
            return Decoded(Self.page(titles), isCacheable: true)
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

    private static func call(_ decodes: Decodes, staleOnFailure: Bool = false) -> UpstreamCall<MediaPageContent> {
        let target = Pages(decodes: decodes)
        return UpstreamCall(
            target,
            request: HTTPRequest(method: "GET", url: URL(string: "https://stage.example/pages?page=1")!),
            staleOnFailure: staleOnFailure
        )
    }

    /// A validator, with which the answer itself is kept beside its form.
    private static let validator = ["etag": "\"v1\""]

    /// Asks the stage once, answering `body` (with `headers`) when it asks next.
    private static func ask(
        _ stage: CacheStage,
        _ decodes: Decodes,
        body: String = "first\nsecond",
        headers: [String: String] = [:]
    ) async throws -> (MediaPageContent, FetchOrigin) {
        try await ask(stage, decodes) { StageHarness.response(200, body, headers: headers) }
    }

    /// Asks the stage once, answering what `answer` gives (or throws) when it asks next.
    private static func ask(
        _ stage: CacheStage,
        _ decodes: Decodes,
        staleOnFailure: Bool = false,
        answer: @escaping @Sendable () throws -> HTTPResponse
    ) async throws -> (MediaPageContent, FetchOrigin) {
        let call = call(decodes, staleOnFailure: staleOnFailure)
        let next = UpstreamNext<MediaPageContent> { _ in UpstreamReply(response: try answer()) }
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
        Self.tamper(cache) { $0.expiresAt = Self.now.addingTimeInterval(-1) }
        let (stale, staleOrigin) = try await Self.ask(stage, decodes, staleOnFailure: true) {
            throw HTTPError(.connectionFailed, "refused")
        }
        #expect(staleOrigin == .staleCache(storedAt: Self.now, failure: "refused"))
        #expect(stale == Pages.page(["first", "second"]))
        let (renewed, renewedOrigin) = try await Self.ask(stage, decodes) { StageHarness.response(304) }
        #expect(renewedOrigin == .revalidated)
        #expect(renewed == Pages.page(["first", "second"]))
        #expect(decodes.value == 1)
        #expect(cache.entries.first.map { $0.expiresAt > Self.now } == true)
    }

    @Test("a form holding a configured key is not read: the answer is decoded through the redactor")
    func formWithKeyIsSkipped() async throws {
        let secret = "stage-secret-1234567890"
        let cache = MemoryCache()
        let decodes = Decodes()
        // Stored before the key was configured, so the answer was kept with its form.
        _ = try await Self.ask(Self.stage(cache), decodes, body: "title \(secret)", headers: Self.validator)
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
