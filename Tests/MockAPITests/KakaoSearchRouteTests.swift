import MockAPI
import Testing

@Suite("Kakao image and video search")
struct KakaoSearchRouteTests {
    typealias ImagePage = UpstreamBody.KakaoImagePage
    typealias VideoPage = UpstreamBody.KakaoVideoPage
    typealias Failure = UpstreamBody.KakaoError

    @Test(
        "missing or malformed Authorization: 401 cannot find Authorization",
        arguments: [
            [], [("Authorization", "Bearer mock-kakao-key")], [("Authorization", "mock-kakao-key")],
        ]
    )
    func missingAuthorization(_ headers: [(String, String)]) throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let response = try Loopback.get(server, "/v2/search/image?query=cat", headers: headers)
        #expect(response.status == 401)
        #expect(
            response.text
                == #"{"errorType":"AccessDeniedError","message":"cannot find Authorization : KakaoAK header"}"#
        )
    }

    @Test("wrong key: 401 appKey does not exist, without echoing the key")
    func wrongKey() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let response = try Loopback.get(
            server,
            "/v2/search/vclip?query=cat",
            headers: [("Authorization", "KakaoAK secret-value-123")]
        )
        #expect(response.status == 401)
        let error = try response.decode(Failure.self)
        #expect(error.errorType == "AccessDeniedError")
        #expect(error.message.hasPrefix("appKey("))
        #expect(error.message.hasSuffix(") does not exist"))
        #expect(!response.text.contains("secret-value-123"))
    }

    @Test(
        "limit errors",
        arguments: [
            ("image", "", 400, "MissingParameter", "query parameter required"),
            ("image", "query=", 400, "MissingParameter", "query parameter required"),
            ("image", "query=a&page=51", 400, "InvalidArgument", "page is more than max"),
            ("image", "query=a&size=81", 400, "InvalidArgument", "size is more than max"),
            ("image", "query=a&page=0", 400, "InvalidArgument", "page is less than min"),
            ("image", "query=a&size=0", 400, "InvalidArgument", "size is less than min"),
            ("image", "query=a&sort=sim", 400, "InvalidArgument", "sort is not one of accuracy, recency"),
            ("vclip", "query=a&page=16", 400, "InvalidArgument", "page is more than max"),
            ("vclip", "query=a&size=31", 400, "InvalidArgument", "size is more than max"),
            ("vclip", "size=5", 400, "MissingParameter", "query parameter required"),
        ]
    )
    func limits(_ collection: String, _ parameters: String, _ status: Int, _ type: String, _ message: String) throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let response = try Loopback.get(server, "/v2/search/\(collection)?" + parameters, headers: Loopback.kakaoAuth)
        #expect(response.status == status)
        let error = try response.decode(Failure.self)
        #expect(error.errorType == type)
        #expect(error.message == message)
    }

    @Test(
        "the edges of the limits are accepted",
        arguments: [
            ("image", "page=50&size=80"), ("image", "size=1"), ("vclip", "page=15&size=30"), ("vclip", "sort=recency"),
        ]
    )
    func edges(_ collection: String, _ parameters: String) throws {
        let server = try MockServer.start()
        defer { server.stop() }
        #expect(try Loopback.kakao(server, collection, "cat n=100000", parameters).status == 200)
    }

    @Test("defaults: image size 80, vclip size 15")
    func defaults() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        #expect(try Loopback.kakao(server, "image", "cat").decode(ImagePage.self).documents.count == 80)
        #expect(try Loopback.kakao(server, "vclip", "cat").decode(VideoPage.self).documents.count == 15)
    }

    @Test("a page past the last one answers the hit-end 400")
    func hitEnd() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let last = try Loopback.kakao(server, "image", "cat n=25", "page=3&size=10").decode(ImagePage.self)
        #expect(last.documents.count == 5)
        #expect(last.meta == UpstreamBody.KakaoMeta(isEnd: true, pageableCount: 25, totalCount: 25))
        let earlier = try Loopback.kakao(server, "image", "cat n=25", "page=2&size=10").decode(ImagePage.self)
        #expect(!earlier.meta.isEnd)
        let past = try Loopback.kakao(server, "image", "cat n=25", "page=4&size=10")
        #expect(past.status == 400)
        #expect(past.text == #"{"errorType":"InvalidArgument","message":"page is more than max"}"#)
        let exact = try Loopback.kakao(server, "vclip", "cat n=20", "page=3&size=10")
        #expect(exact.status == 400)
    }

    @Test("page 1 with no results has the real empty body")
    func noResults() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        for collection in ["image", "vclip"] {
            let response = try Loopback.kakao(server, collection, "없음 n=0")
            #expect(response.status == 200)
            #expect(response.text == #"{"documents":[],"meta":{"is_end":true,"pageable_count":0,"total_count":0}}"#)
        }
    }

    @Test("image body text: documents before meta, keys alphabetical, & as \\u0026, integer sizes")
    func imageBodyText() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let response = try Loopback.kakao(server, "image", "cat n=500", "size=20")
        #expect(response.header("Content-Type") == "application/json;charset=UTF-8")
        let text = response.text
        #expect(text.hasPrefix(#"{"documents":[{"collection":""#))
        #expect(text.hasSuffix(#"],"meta":{"is_end":false,"pageable_count":500,"total_count":500}}"#))
        #expect(text.contains(#"\u0026"#))
        #expect(!text.contains("&"))
        #expect(!text.contains(#"\/"#))
        let keys = [
            "collection", "datetime", "display_sitename", "doc_url", "height", "image_url", "thumbnail_url", "width",
        ]
        let positions = keys.compactMap { text.range(of: "\"\($0)\":")?.lowerBound }
        #expect(positions.count == keys.count)
        #expect(positions == positions.sorted())
        #expect(!text.contains(#""height":""#))
        #expect(!text.contains(#""width":""#))
        let page = try response.decode(ImagePage.self)
        #expect(page.documents.allSatisfy { $0.docURL.contains("?ref=image&rank=") })
        for document in page.documents {
            #expect(document.datetime.count == 29)
            #expect(document.datetime.hasSuffix(".000+09:00"))
            #expect(document.width > 0 && document.height > 0)
        }
    }

    @Test("video body text: alphabetical keys, integer play_time, \\u0026 in urls")
    func videoBodyText() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let response = try Loopback.kakao(server, "vclip", "뮤직 & 댄스", "size=5")
        let text = response.text
        #expect(text.hasPrefix(#"{"documents":[{"author":""#))
        #expect(text.contains(#""play_time":"#))
        #expect(!text.contains(#""play_time":""#))
        #expect(text.contains(#"뮤직 \u0026 댄스"#))
        let keys = ["author", "datetime", "play_time", "thumbnail", "title", "url"]
        let positions = keys.compactMap { text.range(of: "\"\($0)\":")?.lowerBound }
        #expect(positions == positions.sorted() && positions.count == keys.count)
        let page = try response.decode(VideoPage.self)
        #expect(page.documents.allSatisfy { $0.url.contains("&list=") && $0.title.contains("뮤직 & 댄스") })
        #expect(page.documents.allSatisfy { $0.playTime > 0 })
    }

    @Test("pageable_count is capped at 4000 (image) and 450 (vclip), never above total")
    func pageableCount() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let image = try Loopback.kakao(server, "image", "cat n=9000", "size=1").decode(ImagePage.self).meta
        #expect(image == UpstreamBody.KakaoMeta(isEnd: false, pageableCount: 4000, totalCount: 9000))
        let video = try Loopback.kakao(server, "vclip", "cat n=9000", "size=1").decode(VideoPage.self).meta
        #expect(video == UpstreamBody.KakaoMeta(isEnd: false, pageableCount: 450, totalCount: 9000))
        let deepest = try Loopback.kakao(server, "image", "cat n=9000", "page=50&size=80").decode(ImagePage.self)
        #expect(deepest.meta.isEnd)
        #expect(deepest.documents.count == 80)
        let lastVideo = try Loopback.kakao(server, "vclip", "cat n=9000", "page=15&size=30").decode(VideoPage.self)
        #expect(lastVideo.meta.isEnd)
    }

    @Test("recency: datetimes strictly descend across pages", arguments: ["image", "vclip"])
    func recency(_ collection: String) throws {
        let server = try MockServer.start()
        defer { server.stop() }
        var datetimes: [String] = []
        for page in 1...4 {
            let response = try Loopback.kakao(server, collection, "봄 n=100", "sort=recency&page=\(page)&size=25")
            datetimes +=
                collection == "image"
                ? try response.decode(ImagePage.self).documents.map(\.datetime)
                : try response.decode(VideoPage.self).documents.map(\.datetime)
        }
        #expect(datetimes.count == 100)
        // Same offset everywhere, so the text order is the time order.
        #expect(zip(datetimes, datetimes.dropFirst()).allSatisfy { $0 > $1 })
        #expect(datetimes.first?.hasPrefix("2025-") == true)
    }

    @Test("accuracy is a deterministic shuffle of the recency set")
    func accuracyIsShuffle() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let recency = try Loopback.kakao(server, "image", "꽃 n=80", "sort=recency").decode(ImagePage.self).documents
        let accuracy = try Loopback.kakao(server, "image", "꽃 n=80", "sort=accuracy").decode(ImagePage.self).documents
        #expect(Set(recency) == Set(accuracy))
        #expect(recency != accuracy)
        let again = try Loopback.kakao(server, "image", "꽃 n=80").decode(ImagePage.self).documents
        #expect(again == accuracy)
    }

    @Test("document i is the same whatever the page size", arguments: ["accuracy", "recency"])
    func stableAcrossPageSizes(_ sort: String) throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let whole = try Loopback.kakao(server, "image", "강아지", "size=80&sort=\(sort)").decode(ImagePage.self).documents
        var paged: [UpstreamBody.KakaoImageDocument] = []
        for page in 1...8 {
            paged += try Loopback.kakao(server, "image", "강아지", "size=10&page=\(page)&sort=\(sort)")
                .decode(ImagePage.self).documents
        }
        #expect(paged == whole)
        let videosWhole = try Loopback.kakao(server, "vclip", "강아지", "size=30&sort=\(sort)").decode(VideoPage.self)
            .documents
        var videosPaged: [UpstreamBody.KakaoVideoDocument] = []
        for page in 1...10 {
            videosPaged += try Loopback.kakao(server, "vclip", "강아지", "size=3&page=\(page)&sort=\(sort)")
                .decode(VideoPage.self).documents
        }
        #expect(videosPaged == videosWhole)
    }

    @Test("unknown Kakao search APIs answer 404")
    func unknownAPI() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let response = try Loopback.kakao(server, "blog", "cat")
        #expect(response.status == 404)
        #expect(try response.decode(Failure.self).errorType == "NotFound")
    }
}
