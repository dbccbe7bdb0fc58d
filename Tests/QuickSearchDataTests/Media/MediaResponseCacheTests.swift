import Foundation
import QuickSearchData
import QuickSearchDomain
import Testing

@Suite("Media search through the response cache: repeats make no request, keys never reach the cache")
struct MediaResponseCacheTests {
    @Test("A second identical search is served from the cache without any request")
    func repeatIsServedFromCache() async throws {
        let upstreams = try MockUpstreams()
        let cache = try upstreams.openCache()
        let client = upstreams.client(cache: cache)
        let first = await upstreams.search("cached n=300", limit: 250, client: client)
        let asked = upstreams.upstreamRequestCount

        let second = await upstreams.search("cached n=300", limit: 250, client: client)

        let firstFromCache = first.servedFromCache
        #expect(!firstFromCache)
        let secondFromCache = second.servedFromCache
        #expect(secondFromCache)
        #expect(upstreams.upstreamRequestCount == asked)
        let sameItems = second.items == first.items
        #expect(sameItems)
        #expect(second.items.count == 250)
    }

    @Test("A new client on the same cache file (a new process) is served from it too")
    func cacheOutlivesTheClient() async throws {
        let upstreams = try MockUpstreams()
        _ = await upstreams.search("file n=50", limit: 50, client: upstreams.client(cache: try upstreams.openCache()))
        let asked = upstreams.upstreamRequestCount

        let again = await upstreams.search(
            "file n=50",
            limit: 50,
            client: upstreams.client(cache: try upstreams.openCache())
        )

        let againFromCache = again.servedFromCache
        #expect(againFromCache)
        #expect(upstreams.upstreamRequestCount == asked)
    }

    @Test(
        "Repeating a search whose sources ended early (Kakao's 400 end, Naver's empty page) asks nothing",
        arguments: 0..<20
    )
    func endedSourcesAreNotAskedAgain(round: Int) async throws {
        let upstreams = try MockUpstreams()
        let client = upstreams.client(cache: try upstreams.openCache())
        let text = "ended \(round) kakao=100 naver=120"
        let first = await upstreams.search(text, limit: 300, client: client)
        let asked = upstreams.upstreamRequestCount

        let second = await upstreams.search(text, limit: 300, client: client)

        #expect(first.failures.isEmpty)
        let sameItems = second.items == first.items
        #expect(sameItems)
        #expect(upstreams.upstreamRequestCount == asked)
        let cached = second.servedFromCache
        #expect(cached)
    }

    @Test("Refresh asks the upstreams again")
    func refreshAsksAgain() async throws {
        let upstreams = try MockUpstreams()
        let client = upstreams.client(cache: try upstreams.openCache())
        _ = await upstreams.search("refresh n=50", limit: 50, client: client)
        let asked = upstreams.upstreamRequestCount

        let refreshed = await upstreams.search("refresh n=50", limit: 50, client: client, refresh: true)

        let refreshedFromCache = refreshed.servedFromCache
        #expect(!refreshedFromCache)
        #expect(upstreams.upstreamRequestCount == asked + 2)
        #expect(refreshed.items.count == 50)
    }

    @Test("Another query, sort or size is a different cache entry")
    func differentSearchesAreDifferentEntries() async throws {
        let upstreams = try MockUpstreams()
        let client = upstreams.client(cache: try upstreams.openCache())
        _ = await upstreams.search("entry n=20", limit: 20, client: client)
        var asked = upstreams.upstreamRequestCount

        for (sort, size) in [(MediaSortOrder.recency, ImageSizeFilter.all), (.accuracy, .large)] {
            let result = await upstreams.search("entry n=20", sort: sort, size: size, limit: 20, client: client)
            let resultFromCache = result.servedFromCache
            #expect(!resultFromCache)
            #expect(upstreams.upstreamRequestCount > asked)
            asked = upstreams.upstreamRequestCount
        }
        let other = await upstreams.search("entry other n=20", limit: 20, client: client)
        let otherFromCache = other.servedFromCache
        #expect(!otherFromCache)
    }

    @Test("A failed page is not cached: the next search asks that source again and succeeds")
    func failuresAreNotCached() async throws {
        let upstreams = try MockUpstreams(faults: ["kakao-image:status=500:times=3"])
        let client = upstreams.client(cache: try upstreams.openCache())
        let first = await upstreams.search("retry later n=30", limit: 30, client: client)
        #expect(first.summary("kakao-image")?.failure?.kind == .unavailable)
        let naverAsked = upstreams.requests(path: MockPaths.naverImage).count

        let second = await upstreams.search("retry later n=30", limit: 30, client: client)

        #expect(second.failures.isEmpty)
        #expect(second.summary("kakao-image")?.items.count == 30)
        let secondFromCache = second.servedFromCache
        #expect(!secondFromCache)
        #expect(upstreams.requests(path: MockPaths.naverImage).count == naverAsked)
    }

    @Test("Neither cache keys nor stored rows contain any key value (checked in the database bytes)")
    func cacheHoldsNoSecrets() async throws {
        let upstreams = try MockUpstreams()
        let cache = try upstreams.openCache()
        let client = upstreams.client(cache: cache)
        _ = await upstreams.search("secrets n=200", limit: 200, client: client)
        _ = await upstreams.search("secrets n=200", sort: .recency, limit: 40, client: client)
        _ = await upstreams.search(
            "secrets n=60",
            kind: .video,
            sources: MediaSources.videos,
            limit: 60,
            client: client
        )
        #expect(try cache.sizeInfo.entryCount >= 6)

        var bytes = Data()
        for suffix in ["", "-wal", "-shm", "-journal"] {
            if let data = FileManager.default.contents(atPath: upstreams.cachePath + suffix) {
                bytes.append(data)
            }
        }
        #expect(bytes.range(of: Data(MockPaths.kakaoVideo.utf8)) != nil, "the scan must see the stored keys")
        for secret in MockUpstreams.secrets + ["KakaoAK", "X-Naver-Client"] {
            #expect(bytes.range(of: Data(secret.utf8)) == nil, "cache bytes contain \(secret)")
        }
    }
}
