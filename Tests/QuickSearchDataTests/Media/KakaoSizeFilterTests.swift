import Foundation
import QuickSearchDomain
import Testing

@testable import QuickSearchData

@Suite("--size applied to Kakao images by the same bands as Naver")
struct KakaoSizeFilterTests {
    /// A Kakao image answer with one document per size (nil: the keys are absent).
    static func answer(_ sizes: [(Int?, Int?)]) -> HTTPResponse {
        let documents = sizes.enumerated().map { index, size in
            var fields = ["\"image_url\": \"http://img.example.com/\(index).jpg\""]
            if let width = size.0 { fields.append("\"width\": \(width)") }
            if let height = size.1 { fields.append("\"height\": \(height)") }
            return "{\(fields.joined(separator: ", "))}"
        }
        let body =
            "{\"documents\": [\(documents.joined(separator: ", "))], \"meta\": {\"is_end\": true, \"total_count\": \(sizes.count)}}"
        return HTTPResponse(status: 200, body: Data(body.utf8))
    }

    static let sizes: [(Int?, Int?)] = [
        (3047, 601), (300, 499), (500, 200), (1199, 800), (1200, 10), (nil, nil), (0, 0),
    ]

    @Test(
        "Each band keeps only images whose longer side falls in it; images without a size only under 'all'",
        arguments: [
            (ImageSizeFilter.all, [0, 1, 2, 3, 4, 5, 6]),
            (.small, [1]),
            (.medium, [2, 3]),
            (.large, [0, 4]),
        ]
    )
    func bands(filter: ImageSizeFilter, kept: [Int]) throws {
        let page = PageRequest(index: 1, page: 1, start: 1, size: 80)
        let target = KakaoImageSource().target(for: MediaQuery(text: "q", sort: .accuracy, size: filter), page: page)
        let content = try target.decode(Self.answer(Self.sizes)).value
        #expect(content.items.map(\.url) == kept.map { "http://img.example.com/\($0).jpg" })
        #expect(content.isEnd)
    }

    @Test(
        "The band edges",
        arguments: [
            (499, 1, ImageSizeFilter.small), (500, 1, .medium), (1, 1199, .medium), (1, 1200, .large),
        ]
    )
    func edges(width: Int, height: Int, band: ImageSizeFilter) {
        for filter in ImageSizeFilter.allCases where filter != .all {
            #expect(filter.admits(width: width, height: height) == (filter == band), "\(width)x\(height) \(filter)")
        }
    }
}
