import Foundation
import QuickSearchDomain
import Testing

@testable import QuickSearchData

@Suite("URLs from upstreams lose control and direction characters; titles keep their words")
struct HostileURLDecodingTests {
    private static let query = MediaQuery(text: "q", sort: .accuracy)
    private static let page = PageRequest(index: 1, page: 1, start: 1, size: 1)

    @Test("Kakao image: image_url, thumbnail_url and doc_url")
    func kakaoImage() throws {
        let body = #"""
            {"meta":{"total_count":1,"pageable_count":1,"is_end":true},"documents":[{
             "image_url":"https://example.com/a\u202Egpj.exe","thumbnail_url":"https://example.com/t\u001b[31m.jpg",
             "doc_url":"https://example.com/d\u0000\u0007\r\nx","display_sitename":"site\u001b]8;;http://evil\u001b\\ok",
             "width":1,"height":1}]}
            """#
        let content = try KakaoImageSource().target(for: Self.query, page: Self.page)
            .decode(HTTPResponse(status: 200, body: Data(body.utf8))).value
        let item = try #require(content.items.first)
        #expect(item.url == "https://example.com/agpj.exe")
        #expect(item.thumbnailURL == "https://example.com/t.jpg")
        #expect(item.documentURL == "https://example.com/dx")
        #expect(item.siteName == "siteok")
    }

    @Test("Kakao video: url and thumbnail; the title keeps U+202E as data but loses escapes")
    func kakaoVideo() throws {
        let body = #"""
            {"meta":{"total_count":1,"pageable_count":1,"is_end":true},"documents":[{
             "url":"https://example.com/v\u2066\u0085","thumbnail":"\u009b2Jhttps://example.com/t.jpg",
             "title":"\u001b[2Jclip \u202Eeman","play_time":3}]}
            """#
        let content = try KakaoVideoSource().target(for: Self.query, page: Self.page)
            .decode(HTTPResponse(status: 200, body: Data(body.utf8))).value
        let item = try #require(content.items.first)
        #expect(item.url == "https://example.com/v")
        #expect(item.documentURL == "https://example.com/v")
        #expect(item.thumbnailURL == "https://example.com/t.jpg")
        #expect(item.title == "clip \u{202E}eman")
    }

    @Test("Naver image: link and thumbnail; an item whose link is only control characters is dropped")
    func naverImage() throws {
        let body = #"""
            {"total":2,"start":1,"display":2,"items":[
             {"title":"a","link":"https://example.com/a\u001b[0m.jpg\t","thumbnail":"https://example.com/\u202Dt.jpg"},
             {"title":"b","link":"\u001b[31m\u0001","thumbnail":"https://example.com/b.jpg"}]}
            """#
        let content = try NaverImageSource().target(for: Self.query, page: Self.page)
            .decode(HTTPResponse(status: 200, body: Data(body.utf8))).value
        #expect(content.items.map(\.url) == ["https://example.com/a.jpg"])
        #expect(content.items.first?.thumbnailURL == "https://example.com/t.jpg")
    }
}
