import MockAPI
import Testing

@Suite("Generated result data")
struct GeneratedDataTests {
    @Test("every fifth relevance index is the same image in Naver and Kakao")
    func duplicates() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let naver = try Loopback.naver(server, "고양이 사진", "display=100")
            .decode(UpstreamBody.NaverImagePage.self).items.map(\.link)
        let kakao = try Loopback.kakao(server, "image", "고양이 사진", "size=80")
            .decode(UpstreamBody.KakaoImagePage.self).documents.map(\.imageURL)
        for index in 0..<80 {
            if index % 5 == 0 {
                #expect(naver[index] == kakao[index], "index \(index)")
            } else {
                #expect(naver[index] != kakao[index], "index \(index)")
            }
        }
        #expect(Set(naver).intersection(kakao).count == 16)
        let other = try Loopback.naver(server, "다른 검색어", "display=1").decode(UpstreamBody.NaverImagePage.self)
        #expect(other.items.first?.link != naver.first)
    }

    @Test("n= gives every source that many results; naver= and kakao= override it")
    func countTokens() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        func totals(_ query: String) throws -> (Int, Int, Int) {
            let naver = try Loopback.naver(server, query, "display=1").decode(UpstreamBody.NaverImagePage.self).total
            let image = try Loopback.kakao(server, "image", query, "size=1").decode(UpstreamBody.KakaoImagePage.self)
            let video = try Loopback.kakao(server, "vclip", query, "size=1").decode(UpstreamBody.KakaoVideoPage.self)
            return (naver, image.meta.totalCount, video.meta.totalCount)
        }
        #expect(try totals("고양이 n=250") == (250, 250, 250))
        #expect(try totals("고양이 n=250 naver=7") == (7, 250, 250))
        #expect(try totals("고양이 kakao=3 n=250") == (250, 3, 3))
        #expect(try totals("naver=12 kakao=34 고양이") == (12, 34, 34))
    }

    @Test("without tokens the count is stable and within 2000...20000", arguments: ["cat", "고양이", "a b c", "🐈"])
    func derivedTotals(_ query: String) throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let first = try Loopback.naver(server, query, "display=1").decode(UpstreamBody.NaverImagePage.self).total
        let second = try Loopback.naver(server, query, "display=1").decode(UpstreamBody.NaverImagePage.self).total
        let kakao = try Loopback.kakao(server, "image", query, "size=1").decode(UpstreamBody.KakaoImagePage.self)
        #expect(first == second)
        #expect((2000...20000).contains(first))
        #expect(kakao.meta.totalCount == first)
    }

    @Test("separate servers generate identical data")
    func acrossServers() throws {
        let one = try MockServer.start()
        let two = try MockServer.start()
        defer {
            one.stop()
            two.stop()
        }
        #expect(try Loopback.kakao(one, "vclip", "x").text == Loopback.kakao(two, "vclip", "x").text)
        #expect(try Loopback.naver(one, "x").text == Loopback.naver(two, "x").text)
    }
}
