import Foundation
import QuickSearchDomain
import Testing

@testable import QuickSearchData

/// Numbers an upstream may send that no `Int` holds, or that are not whole.
private let hostileNumbers = [
    "1e19", "1e300", "-1e19", "-1e300", "18446744073709551616", "-9223372036854775809", "2.5",
    #""99999999999999999999999999""#, #""1e19""#, #""  -1e300 ""#,
]

@Suite("Numbers past 64 bits in an upstream answer drop that field; nothing traps")
struct HugeNumberDecodingTests {
    private static let query = MediaQuery(text: "q", sort: .accuracy)
    private static let page = PageRequest(index: 1, page: 1, start: 1, size: 2)

    private static func naver(_ fields: [String: String]) throws -> MediaPageContent {
        let value = { (name: String, normal: String) in fields[name] ?? normal }
        let body = """
            {"total":\(value("total", "50")),"start":\(value("start", "1")),"display":\(value("display", "2")),"items":[
            {"title":"a","link":"https://example.com/a.jpg","thumbnail":"https://example.com/a-t.jpg",
             "sizewidth":\(value("sizewidth", "640")),"sizeheight":\(value("sizeheight", "480"))},
            {"title":"b","link":"https://example.com/b.jpg","thumbnail":"https://example.com/b-t.jpg",
             "sizewidth":"320","sizeheight":"200"}]}
            """
        let target = NaverImageTarget(source: MediaSourceID("naver-image"), query: query, page: page)
        return try target.decode(HTTPResponse(status: 200, body: Data(body.utf8))).value
    }

    private static func kakaoImage(_ fields: [String: String]) throws -> MediaPageContent {
        let value = { (name: String, normal: String) in fields[name] ?? normal }
        let body = """
            {"meta":{"total_count":\(value("total_count", "40")),"pageable_count":\(value("pageable_count", "40")),"is_end":false},
             "documents":[{"image_url":"https://example.com/k.jpg","thumbnail_url":"https://example.com/k-t.jpg",
             "width":\(value("width", "800")),"height":\(value("height", "600")),"doc_url":"https://example.com/k",
             "display_sitename":"site","datetime":"2024-01-02T03:04:05.000+09:00"}]}
            """
        let target = KakaoImageSource().target(for: query, page: page)
        return try target.decode(HTTPResponse(status: 200, body: Data(body.utf8))).value
    }

    private static func kakaoVideo(_ fields: [String: String]) throws -> MediaPageContent {
        let value = { (name: String, normal: String) in fields[name] ?? normal }
        let body = """
            {"meta":{"total_count":\(value("total_count", "40")),"pageable_count":\(value("pageable_count", "40")),"is_end":false},
             "documents":[{"url":"https://example.com/v","thumbnail":"https://example.com/v.jpg","title":"v",
             "play_time":\(value("play_time", "95")),"author":"someone","datetime":"2024-01-02T03:04:05.000+09:00"}]}
            """
        let target = KakaoVideoSource().target(for: query, page: page)
        return try target.decode(HTTPResponse(status: 200, body: Data(body.utf8))).value
    }

    @Test("Naver image: total, start and display", arguments: ["total", "start", "display"], hostileNumbers)
    func naverPageFields(field: String, number: String) throws {
        let content = try Self.naver([field: number])
        #expect(content.items.map(\.url) == ["https://example.com/a.jpg", "https://example.com/b.jpg"])
        #expect(content.items.map(\.rank) == [1, 2])
        #expect(content.total == (field == "total" ? nil : 50))
        #expect(!content.isEnd)
    }

    @Test("Naver image: sizewidth and sizeheight", arguments: ["sizewidth", "sizeheight"], hostileNumbers)
    func naverSizes(field: String, number: String) throws {
        let content = try Self.naver([field: number])
        #expect(content.items.count == 2)
        #expect(content.items[0].width == (field == "sizewidth" ? nil : 640))
        #expect(content.items[0].height == (field == "sizeheight" ? nil : 480))
        #expect(content.items[1].width == 320)
    }

    @Test("Naver's start at Int.max does not overflow the end-of-results sum")
    func naverStartAtIntMax() throws {
        let content = try Self.naver(["start": "9223372036854775807", "total": "9223372036854775807"])
        #expect(content.items.count == 2)
        #expect(!content.isEnd)
    }

    @Test(
        "Kakao image: total_count, pageable_count, width and height",
        arguments: ["total_count", "pageable_count", "width", "height"],
        hostileNumbers
    )
    func kakaoImageFields(field: String, number: String) throws {
        let content = try Self.kakaoImage([field: number])
        #expect(content.items.map(\.url) == ["https://example.com/k.jpg"])
        #expect(content.total == (field == "total_count" ? nil : 40))
        #expect(content.items[0].width == (field == "width" ? nil : 800))
        #expect(content.items[0].height == (field == "height" ? nil : 600))
    }

    @Test(
        "Kakao video: total_count, pageable_count and play_time",
        arguments: ["total_count", "pageable_count", "play_time"],
        hostileNumbers
    )
    func kakaoVideoFields(field: String, number: String) throws {
        let content = try Self.kakaoVideo([field: number])
        #expect(content.items.map(\.url) == ["https://example.com/v"])
        #expect(content.total == (field == "total_count" ? nil : 40))
        #expect(content.items[0].duration == (field == "play_time" ? nil : 95))
    }

    @Test("Negative sizes, durations and totals are dropped, as no real answer has them")
    func negativeCounts() throws {
        let naver = try Self.naver(["total": "-5", "sizewidth": "-1"])
        #expect(naver.total == nil)
        #expect(naver.items[0].width == nil)
        let video = try Self.kakaoVideo(["play_time": "-30", "total_count": "-1"])
        #expect(video.items[0].duration == nil)
        #expect(video.total == nil)
    }
}
