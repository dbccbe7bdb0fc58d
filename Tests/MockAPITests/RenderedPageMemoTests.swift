import Foundation
import Testing

@testable import MockAPI

/// The forecast pages the mock keeps once made: the same bytes again, one rendering per page,
/// never more pages than its capacity.
@Suite("Rendered pages kept by the mock")
struct RenderedPageMemoTests {
    /// A memo of `capacity` pages and how many times a page was rendered.
    final class Renders: @unchecked Sendable {
        var count = 0
        let memo: RenderedPageMemo<String>

        init(capacity: Int) {
            memo = RenderedPageMemo(capacity: capacity)
        }

        func page(_ key: String) -> [UInt8] {
            memo.page(for: key) {
                count += 1
                return HTTPResponse(status: 200, body: Array(key.utf8))
            }.body
        }
    }

    @Test("a page asked again is the one rendered before; another key is rendered on its own")
    func renderedOnce() {
        let renders = Renders(capacity: 4)
        #expect(renders.page("a") == Array("a".utf8))
        #expect(renders.page("a") == Array("a".utf8))
        #expect(renders.count == 1)
        #expect(renders.page("b") == Array("b".utf8))
        #expect(renders.count == 2 && renders.memo.count == 2)
    }

    @Test("a full memo starts over: never more pages than its capacity, a dropped page rendered again")
    func bounded() {
        let renders = Renders(capacity: 2)
        for key in ["a", "b", "c"] { _ = renders.page(key) }
        #expect(renders.memo.count == 1)
        _ = renders.page("a")
        #expect(renders.count == 4)
        #expect(renders.memo.count == 2)
    }

    @Test("the village route sends a cell and base's page the same twice, another cell's its own")
    func villageRoute() throws {
        let server = try KMARouteTests.server()
        defer { server.stop() }
        let parameters = "base_date=20241210&base_time=1400&numOfRows=1000&pageNo=1&dataType="
        func page(_ grid: String, _ dataType: String = "JSON") throws -> LoopbackResponse {
            try KMARouteTests.get(server, KMARouteTests.village, grid + "&" + parameters + dataType)
        }
        let first = try page("nx=60&ny=127")
        let again = try page("nx=60&ny=127")
        let other = try page("nx=61&ny=127")
        let xml = try page("nx=60&ny=127", "XML")
        #expect(first.status == 200 && first.body.count > 50_000)
        #expect(again.body == first.body)
        #expect(other.body != first.body && other.body.count > 50_000)
        #expect(xml.body.first == UInt8(ascii: "<"), "the data type is part of what makes a page")
    }
}
