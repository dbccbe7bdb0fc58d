import Foundation
import QuickSearchData
import QuickSearchDomain
import Testing

@Suite("Media search stops each source at its end and merges exactly what exists")
struct MediaEndOfResultsTests {
    @Test("A small result set (42 per source) yields every item once: 42 + 42 − 9 shared")
    func smallResultSets() async throws {
        let upstreams = try MockUpstreams()
        let result = await upstreams.search("few n=42", limit: 250)

        #expect(result.failures.isEmpty)
        for source in ["naver-image", "kakao-image"] {
            let summary = try #require(result.summary(source))
            #expect(summary.ended, "\(source) should report its end")
            #expect(summary.total == 42)
            #expect(summary.items.count == 42)
            #expect(summary.items.hasRanks(1...42))
            #expect(summary.items.hasMockIndices(0..<42))
        }
        #expect(result.items.count == 75)
        #expect(Set(result.items.map(\.url)).count == 75)
    }

    @Test("Kakao's 400 'page is more than max' in the middle of a parallel batch ends the source, not fails it")
    func kakaoHitEndInBatch() async throws {
        let upstreams = try MockUpstreams()
        let result = await upstreams.search("hit end kakao=100", sources: MediaSources.kakao, limit: 300)

        let summary = try #require(result.summary("kakao-image"))
        #expect(summary.failure == nil)
        #expect(summary.ended)
        #expect(summary.total == 100)
        #expect(result.items.hasMockIndices(0..<100))
        #expect(result.items.hasRanks(1...100))
        let pages = Set(upstreams.sentValues("page", path: MockPaths.kakaoImage))
        #expect(pages.isSuperset(of: ["1", "2"]))
        #expect(pages.isSubset(of: ["1", "2", "3", "4"]))
    }

    @Test("Both sources in one batch: Kakao ends after 100, Naver after 150; the merge holds the 230 that exist")
    func mixedEndsMerge() async throws {
        let upstreams = try MockUpstreams()
        let result = await upstreams.search("mixed kakao=100 naver=150", limit: 300)

        #expect(result.failures.isEmpty)
        #expect(result.summary("naver-image")?.items.count == 150)
        #expect(result.summary("kakao-image")?.items.count == 100)
        #expect(result.items.count == 230)
        #expect(Set(result.items.map(\.url)).count == 230)
        #expect(result.items.filter { $0.sources.count == 2 }.count == 20)
    }

    @Test("Naver ends where start + display passes total")
    func naverEndViaTotal() async throws {
        let upstreams = try MockUpstreams()
        let result = await upstreams.search("total naver=250", sources: MediaSources.naver, limit: 400)

        let summary = try #require(result.summary("naver-image"))
        #expect(summary.failure == nil)
        #expect(summary.ended)
        #expect(summary.total == 250)
        #expect(result.items.hasMockIndices(0..<250))
        #expect(result.items.hasRanks(1...250))
    }

    @Test("No results at all is an ended, successful search with nothing in it")
    func emptyResults() async throws {
        let upstreams = try MockUpstreams()
        let result = await upstreams.search("nothing n=0", limit: 100)

        #expect(result.failures.isEmpty)
        #expect(result.items.isEmpty)
        #expect(result.sources.allSatisfy { $0.ended && $0.items.isEmpty })
    }

    @Test("Naver's SE03 for a start past 1000 reads as the end of results")
    func naverStartPastMaximum() async throws {
        let upstreams = try MockUpstreams()
        let page = PageRequest(index: 1, page: 1, start: 1001, size: 10)
        let target = NaverImageSource().target(for: MediaQuery(text: "far n=5000", sort: .accuracy), page: page)
        let fetched = try await upstreams.client().fetch(target)

        #expect(fetched.value == MediaPageContent.end)
        #expect(upstreams.sentValues("start", path: MockPaths.naverImage) == ["1001"])
    }

    @Test("Kakao's answer to a page past its maximum reads as the end of results")
    func kakaoPagePastMaximum() async throws {
        let upstreams = try MockUpstreams()
        let page = PageRequest(index: 51, page: 51, start: 4001, size: 80)
        let target = KakaoImageSource().target(for: MediaQuery(text: "far n=5000", sort: .accuracy), page: page)
        let fetched = try await upstreams.client().fetch(target)

        #expect(fetched.value.isEnd)
        #expect(fetched.value.items.isEmpty)
    }

    @Test("A failed later page keeps the earlier pages' items and reports the failure")
    func failedLaterPageKeepsPrefix() async throws {
        let upstreams = try MockUpstreams(faults: ["kakao-image:page=2:status=500"])
        let result = await upstreams.search("prefix kakao=5000", sources: MediaSources.kakao, limit: 160)

        let summary = try #require(result.summary("kakao-image"))
        #expect(summary.failure?.kind == .unavailable)
        #expect(summary.items.hasMockIndices(0..<80))
        #expect(result.items.count == 80)
    }
}
