import Testing

@testable import QuickSearchData
@testable import QuickSearchDomain

@Suite("A source that ends early is not asked for the pages after its end")
struct MediaPagesPastEndTests {
    @Test("Kakao with 100 results and --limit 4000: one window of pages, not 50")
    func kakaoShortSource() async throws {
        // Page 2 (the last) answers first; the others are slow, so no page finishes before the end is known.
        let upstreams = try MockUpstreams(faults: ["kakao-image:page=2:delay=1", "kakao-image:delay=300"])
        let result = await upstreams.search("short kakao=100", sources: [KakaoImageSource()], limit: 4000)
        let summary = try #require(result.sources.first)
        #expect(summary.items.count == 100)
        #expect(summary.ended)
        let asked = upstreams.sentValues("page", path: "/v2/search/image").compactMap { Int($0) }
        #expect(asked.sorted() == Array(1...MediaSearchService.pagesInFlightPerSource))
    }

    @Test("A failed page stops the source: no page is started after the failure")
    func failureStopsSource() async throws {
        let upstreams = try MockUpstreams(faults: ["kakao-image:page=1:status=401", "kakao-image:delay=300"])
        let result = await upstreams.search("stops kakao=4000", sources: [KakaoImageSource()], limit: 4000)
        #expect(result.sources.first?.failure != nil)
        let asked = upstreams.sentValues("page", path: "/v2/search/image").compactMap { Int($0) }
        #expect(Set(asked) == Set(1...MediaSearchService.pagesInFlightPerSource))
    }
}
