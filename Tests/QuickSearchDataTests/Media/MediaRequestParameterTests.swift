import Foundation
import QuickSearchData
import QuickSearchDomain
import Testing

@Suite("Media search sends the paging, sort and filter parameters each upstream expects")
struct MediaRequestParameterTests {
    @Test("Naver start is an item offset: 1, 101, 201 with display 100, 100, 50 for 250 results")
    func naverOffsets() async throws {
        let upstreams = try MockUpstreams()
        let result = await upstreams.search("offsets naver=5000", sources: MediaSources.naver, limit: 250)

        let pairs = upstreams.requests(path: MockPaths.naverImage)
            .map { ($0.queryValue("start") ?? "", $0.queryValue("display") ?? "") }
            .sorted { Int($0.0) ?? 0 < Int($1.0) ?? 0 }
        #expect(pairs.map(\.0) == ["1", "101", "201"])
        #expect(pairs.map(\.1) == ["100", "100", "50"])
        #expect(result.items.count == 250)
        #expect(result.items.hasRanks(1...250))
        #expect(result.items.hasMockIndices(0..<250))
    }

    @Test("Naver reaches item 1099 through a last page at start 1000 whose first item is dropped")
    func naverDeepestItem() async throws {
        let upstreams = try MockUpstreams()
        let result = await upstreams.search("deep naver=5000", sources: MediaSources.naver, limit: 1099)

        let starts = upstreams.sentValues("start", path: MockPaths.naverImage).compactMap(Int.init).sorted()
        #expect(starts == [1, 101, 201, 301, 401, 501, 601, 701, 801, 901, 1000])
        #expect(result.failures.isEmpty)
        #expect(result.items.count == 1099)
        #expect(result.items.hasMockIndices(0..<1099))
    }

    @Test("Kakao image pages are numbered 1...4 and share one size (75) for 300 results")
    func kakaoImagePages() async throws {
        let upstreams = try MockUpstreams()
        let result = await upstreams.search("pages kakao=5000", sources: MediaSources.kakao, limit: 300)

        let requests = upstreams.requests(path: MockPaths.kakaoImage)
        #expect(requests.compactMap { $0.queryValue("page") }.sorted() == ["1", "2", "3", "4"])
        #expect(requests.allSatisfy { $0.queryValue("size") == "75" })
        #expect(result.items.count == 300)
        #expect(result.items.hasMockIndices(0..<300))
    }

    @Test("Kakao video pages stay within size 30: 100 results are 4 pages of 25")
    func kakaoVideoPages() async throws {
        let upstreams = try MockUpstreams()
        let result = await upstreams.search("clips kakao=5000", kind: .video, sources: MediaSources.videos, limit: 100)

        let requests = upstreams.requests(path: MockPaths.kakaoVideo)
        #expect(requests.compactMap { $0.queryValue("page") }.sorted() == ["1", "2", "3", "4"])
        #expect(requests.allSatisfy { $0.queryValue("size") == "25" })
        #expect(upstreams.requests(path: MockPaths.kakaoImage).isEmpty)
        #expect(result.items.count == 100)
        #expect(result.items.allSatisfy { $0.kind == .video && $0.duration != nil && $0.datetime != nil })
        #expect(Set(result.items.map(\.url)).count == 100)
    }

    @Test(
        "Sort order maps to each upstream's own word",
        arguments: [
            (MediaSortOrder.accuracy, "sim", "accuracy"),
            (MediaSortOrder.recency, "date", "recency"),
        ]
    )
    func sortMapping(order: MediaSortOrder, naver: String, kakao: String) async throws {
        let upstreams = try MockUpstreams()
        let result = await upstreams.search("sorting n=20", sort: order, limit: 20)

        #expect(result.failures.isEmpty)
        #expect(upstreams.sentValues("sort", path: MockPaths.naverImage) == [naver])
        #expect(upstreams.sentValues("sort", path: MockPaths.kakaoImage) == [kakao])
    }

    @Test(
        "The size filter becomes Naver's filter parameter, and Naver's sizes follow it",
        arguments: ImageSizeFilter.allCases
    )
    func sizeFilter(size: ImageSizeFilter) async throws {
        let upstreams = try MockUpstreams()
        let result = await upstreams.search("sizes n=30", size: size, limit: 30)

        #expect(upstreams.sentValues("filter", path: MockPaths.naverImage) == [size.rawValue])
        #expect(upstreams.requests(path: MockPaths.kakaoImage).allSatisfy { $0.queryValue("filter") == nil })
        let widths = result.summary("naver-image")?.items.compactMap(\.width) ?? []
        #expect(widths.count == 30)
        switch size {
        case .large: #expect(widths.allSatisfy { $0 >= 1000 })
        case .medium: #expect(widths.allSatisfy { (400...999).contains($0) })
        case .small: #expect(widths.allSatisfy { $0 < 400 })
        case .all: #expect(Set(widths.map { $0 >= 1000 ? 2 : $0 >= 400 ? 1 : 0 }).count > 1)
        }
    }

    @Test("The query reaches both upstreams exactly, Korean, spaces and reserved characters included")
    func queryEncoding() async throws {
        let upstreams = try MockUpstreams()
        let text = "제주 바다 & 하늘+구름 100%/#? n=5"
        let result = await upstreams.search(text, limit: 5)

        #expect(result.failures.isEmpty)
        #expect(upstreams.sentValues("query", path: MockPaths.naverImage) == [text])
        #expect(upstreams.sentValues("query", path: MockPaths.kakaoImage) == [text])
    }

    @Test("Credentials travel in the documented headers and never in the URL")
    func credentialHeaders() async throws {
        let upstreams = try MockUpstreams()
        _ = await upstreams.search("headers n=5", limit: 5)

        let naver = try #require(upstreams.requests(path: MockPaths.naverImage).first)
        #expect(naver.header("X-Naver-Client-Id") == MockUpstreams.naverID)
        #expect(naver.header("X-Naver-Client-Secret") == MockUpstreams.naverSecret)
        let kakao = try #require(upstreams.requests(path: MockPaths.kakaoImage).first)
        #expect(kakao.header("Authorization") == "KakaoAK \(MockUpstreams.kakaoKey)")
        for request in upstreams.server.requests {
            let items = request.queryItems.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
            #expect(!MockUpstreams.secrets.contains { items.contains($0) || request.path.contains($0) })
        }
    }
}
