import Foundation
import QuickSearchData
import QuickSearchDomain
import Testing

@Suite("Media search merges real Naver and Kakao answers: de-duplication, interleave, recency")
struct MediaMergeIntegrationTests {
    @Test("The same image URL from both sources is one item listing both, Naver first")
    func sharedURLsAreOneItem() async throws {
        let upstreams = try MockUpstreams()
        let result = await upstreams.search("shared n=60", limit: 200)

        #expect(result.failures.isEmpty)
        let shared = result.items.filter { $0.url.contains("/shared/") }
        #expect(shared.count == 12)
        #expect(shared.allSatisfy { $0.sources.map(\.rawValue) == ["naver-image", "kakao-image"] })
        #expect(result.items.filter { $0.sources.count > 1 }.count == 12)
        #expect(Set(result.items.map(\.url)).count == result.items.count)
        #expect(result.items.count == 108)
    }

    @Test("Accuracy interleaves the sources by rank, Naver winning ties, duplicates folded into Naver's item")
    func accuracyInterleave() async throws {
        let upstreams = try MockUpstreams()
        let result = await upstreams.search("interleave n=60", limit: 200)

        var expected: [String] = []
        for rank in 1...60 {
            expected.append("naver-image#\(rank)")
            if (rank - 1) % 5 != 0 {
                expected.append("kakao-image#\(rank)")
            }
        }
        #expect(result.items.map { "\($0.source.rawValue)#\($0.rank)" } == expected)
    }

    @Test("The limit cuts the merged list, not each source")
    func limitCutsMergedList() async throws {
        let upstreams = try MockUpstreams()
        let result = await upstreams.search("cut n=500", limit: 25)

        #expect(result.items.count == 25)
        #expect(result.summary("naver-image")?.items.count == 25)
        #expect(result.summary("kakao-image")?.items.count == 25)
    }

    @Test("Recency puts Kakao's dated items newest first and keeps Naver's undated items in order")
    func recencyOrder() async throws {
        let upstreams = try MockUpstreams()
        let result = await upstreams.search("recent n=120", sort: .recency, limit: 240)

        #expect(result.failures.isEmpty)
        let kakao = result.items.filter { $0.source.rawValue == "kakao-image" }
        let naver = result.items.filter { $0.source.rawValue == "naver-image" }
        #expect(!kakao.isEmpty)
        #expect(!naver.isEmpty)
        #expect(result.summary("naver-image")?.items.count == 120)
        let dates = kakao.compactMap(\.datetime)
        #expect(dates.count == kakao.count)
        #expect(zip(dates, dates.dropFirst()).allSatisfy { $0 > $1 })
        #expect(naver.allSatisfy { $0.datetime == nil })
        #expect(zip(naver, naver.dropFirst()).allSatisfy { $0.rank < $1.rank })
        #expect(Set(result.items.map(\.url)).count == result.items.count)
    }

    @Test("Video search has one source and keeps its order")
    func videosKeepOrder() async throws {
        let upstreams = try MockUpstreams()
        let result = await upstreams.search("clips n=40", kind: .video, sources: MediaSources.videos, limit: 50)

        #expect(result.kind == .video)
        #expect(result.items.count == 40)
        #expect(result.items.hasRanks(1...40))
        #expect(result.items.allSatisfy { $0.source.rawValue == "kakao-vclip" && !$0.title.isEmpty })
    }
}
