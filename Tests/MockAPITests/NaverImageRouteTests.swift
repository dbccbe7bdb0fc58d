import MockAPI
import Testing

@Suite("Naver image search")
struct NaverImageRouteTests {
    typealias Page = UpstreamBody.NaverImagePage
    typealias Failure = UpstreamBody.NaverError

    @Test("missing credentials: 401 024 Not Exist Client ID")
    func missingCredentials() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let response = try Loopback.get(server, "/v1/search/image?query=cat")
        #expect(response.status == 401)
        #expect(
            response.text
                == #"{"errorMessage":"Not Exist Client ID : Authentication failed. (인증에 실패했습니다.)","errorCode":"024"}"#
        )
    }

    @Test(
        "wrong credentials: 401 024 NID AUTH Result Invalid",
        arguments: [
            [("X-Naver-Client-Id", "mock-naver-id"), ("X-Naver-Client-Secret", "wrong")],
            [("X-Naver-Client-Id", "wrong"), ("X-Naver-Client-Secret", "mock-naver-secret")],
            [("X-Naver-Client-Id", "mock-naver-id")],
        ]
    )
    func wrongCredentials(_ headers: [(String, String)]) throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let response = try Loopback.get(server, "/v1/search/image?query=cat", headers: headers)
        #expect(response.status == 401)
        let error = try response.decode(Failure.self)
        #expect(error.errorCode == "024")
        #expect(error.errorMessage == "NID AUTH Result Invalid (1000) : Authentication failed. (인증에 실패했습니다.)")
    }

    @Test("custom credentials from the configuration are the ones accepted")
    func customCredentials() throws {
        let server = try MockServer.start(
            MockConfiguration(keys: [
                MockKey.naverClientID.variable: "id2", MockKey.naverClientSecret.variable: "secret2",
            ])
        )
        defer { server.stop() }
        #expect(try Loopback.naver(server, "cat").status == 401)
        let response = try Loopback.get(
            server,
            "/v1/search/image?query=cat",
            headers: [("X-Naver-Client-Id", "id2"), ("X-Naver-Client-Secret", "secret2")]
        )
        #expect(response.status == 200)
    }

    @Test(
        "parameter limits answer Naver's 400 codes",
        arguments: [
            ("", "SE01"), ("query=", "SE01"), ("query=%20", "SE01"),
            ("query=a&display=0", "SE02"), ("query=a&display=101", "SE02"), ("query=a&display=x", "SE02"),
            ("query=a&start=0", "SE03"), ("query=a&start=1001", "SE03"), ("query=a&start=-5", "SE03"),
            ("query=a&sort=recency", "SE04"), ("query=a&filter=huge", "SE01"), ("query=%E0%A4", "SE06"),
            ("query=%zz", "SE06"),
        ]
    )
    func limits(_ parameters: String, _ code: String) throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let response = try Loopback.get(server, "/v1/search/image?" + parameters, headers: Loopback.naverAuth)
        #expect(response.status == 400)
        #expect(try response.decode(Failure.self).errorCode == code)
    }

    @Test("start 1001 is the documented end of results")
    func startPastLimit() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let response = try Loopback.naver(server, "cat", "start=1001")
        #expect(response.text == #"{"errorMessage":"Invalid start value (부적절한 start 값입니다.)","errorCode":"SE03"}"#)
    }

    @Test(
        "the edges of the limits are accepted",
        arguments: [
            "display=1", "display=100", "start=1000&display=100",
            "sort=sim", "sort=date", "filter=all", "filter=large",
            "filter=medium", "filter=small",
        ]
    )
    func edges(_ parameters: String) throws {
        let server = try MockServer.start()
        defer { server.stop() }
        #expect(try Loopback.naver(server, "cat", parameters).status == 200)
    }

    @Test("defaults: display 10, start 1; the old .json path works too")
    func defaults() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let page = try Loopback.naver(server, "cat").decode(Page.self)
        #expect(page.start == 1)
        #expect(page.display == 10)
        #expect(page.items.count == 10)
        let old = try Loopback.get(server, "/v1/search/image.json?query=cat", headers: Loopback.naverAuth)
        #expect(try old.decode(Page.self).items == page.items)
    }

    @Test("unknown Naver APIs answer 404 SE05")
    func unknownAPI() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let response = try Loopback.get(server, "/v1/search/nothing?query=a", headers: Loopback.naverAuth)
        #expect(response.status == 404)
        #expect(try response.decode(Failure.self).errorCode == "SE05")
    }

    @Test("body text: `\\/` escaping, literal Korean, string sizes, field order")
    func bodyText() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let response = try Loopback.naver(server, "고양이 n=30", "display=3")
        #expect(response.header("Content-Type") == "application/json; charset=UTF-8")
        let text = response.text
        #expect(
            text.hasPrefix(
                #"{"lastBuildDate":"Sun, 01 Jun 2025 12:00:00 +0900","total":30,"start":1,"display":3,"items":[{"title":""#
            )
        )
        #expect(text.contains(#""link":"http:\/\/img.example.com\/"#))
        #expect(!text.contains("http://"))
        #expect(text.contains("고양이"))
        #expect(!text.contains("\\u"))
        #expect(text.contains(#""sizeheight":""#))
        #expect(text.contains(#""sizewidth":""#))
        let page = try response.decode(Page.self)
        for item in page.items {
            #expect(Int(item.sizeheight) != nil)
            #expect(Int(item.sizewidth) != nil)
            #expect(item.link.hasPrefix("http://img.example.com/"))
            #expect(item.thumbnail.hasPrefix("https://search.example.com/"))
        }
    }

    @Test("titles carry <b> around the query words and HTML entities")
    func titles() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let page = try Loopback.naver(server, "사진 a&b n=200", "display=100").decode(Page.self)
        #expect(page.items.allSatisfy { $0.title.contains("<b>사진</b> <b>a&amp;b</b>") })
        #expect(page.items.contains { $0.title.contains("&amp; &quot;샘플&quot;") })
        #expect(page.items.allSatisfy { !$0.title.contains("n=200") })
    }

    @Test("size filter keeps sizes in its class")
    func filter() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let large = try Loopback.naver(server, "cat", "display=50&filter=large").decode(Page.self)
        #expect(large.items.allSatisfy { (Int($0.sizewidth) ?? 0) >= 1000 && (Int($0.sizeheight) ?? 0) >= 1000 })
        let small = try Loopback.naver(server, "cat", "display=50&filter=small").decode(Page.self)
        #expect(small.items.allSatisfy { (Int($0.sizewidth) ?? 9999) < 400 && (Int($0.sizeheight) ?? 9999) < 400 })
    }

    @Test("no items past total; display counts the items returned")
    func pastTotal() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let tail = try Loopback.naver(server, "cat n=25", "start=21&display=10").decode(Page.self)
        #expect(tail.total == 25)
        #expect(tail.start == 21)
        #expect(tail.items.count == 5)
        #expect(tail.display == 5)
        let beyond = try Loopback.naver(server, "cat n=25", "start=26").decode(Page.self)
        #expect(beyond.items.isEmpty)
        #expect(beyond.display == 0)
        let none = try Loopback.naver(server, "cat n=0").decode(Page.self)
        #expect(none.total == 0)
        #expect(none.items.isEmpty)
    }

    @Test("item i is the same whatever the page size, for both sorts", arguments: ["sim", "date"])
    func stableAcrossPageSizes(_ sort: String) throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let whole = try Loopback.naver(server, "바다", "display=60&sort=\(sort)").decode(Page.self).items
        var paged: [UpstreamBody.NaverImageItem] = []
        for start in stride(from: 1, through: 60, by: 7) {
            let display = min(7, 61 - start)
            paged += try Loopback.naver(server, "바다", "display=\(display)&start=\(start)&sort=\(sort)")
                .decode(Page.self).items
        }
        #expect(paged == whole)
        let again = try Loopback.naver(server, "바다", "display=60&sort=\(sort)").decode(Page.self).items
        #expect(again == whole)
    }

    @Test("sort=date is another order of the same items")
    func dateOrder() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let relevance = try Loopback.naver(server, "산 n=40", "display=40&sort=sim").decode(Page.self).items
        let date = try Loopback.naver(server, "산 n=40", "display=40&sort=date").decode(Page.self).items
        #expect(relevance != date)
        #expect(Set(relevance.map(\.link)) == Set(date.map(\.link)))
    }

    @Test("the deepest page reachable ends at item 1099 when there are more")
    func deepestPage() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let page = try Loopback.naver(server, "cat n=5000", "start=1000&display=100&sort=date").decode(Page.self)
        #expect(page.items.count == 100)
        #expect(page.total == 5000)
    }
}
