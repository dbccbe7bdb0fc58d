import CommandKit
import Foundation
import Testing

@testable import MockAPI

@Suite("mock-api --local-media: results point at /media/… on the mock, which serves them")
struct LocalMediaTests {
    @Test("--local-media and --media-size set the configuration; a bad size is refused")
    func options() throws {
        let configuration = try MockCommand.parse(["--local-media", "--media-size=4096"]).configuration
        #expect(configuration.localMedia && configuration.mediaBytes == 4096)
        #expect(throws: UsageError.self) { try MockCommand.parse(["--media-size", "12x"]) }
        let plain = try MockCommand.parse([]).configuration
        #expect(!plain.localMedia && plain.mediaHosts == 1)
        let spread = try MockCommand.parse(["--local-media", "--media-hosts", "10"]).configuration
        #expect(spread.mediaHosts == 10)
        for bad in ["0", "101", "x", "-1"] {
            #expect(throws: UsageError.self) { try MockCommand.parse(["--media-hosts", bad]) }
        }
    }

    @Test("--media-hosts 10: a page of Naver results names its images and thumbnails on img1…img10.localhost:PORT")
    func spreadOverHosts() throws {
        var configuration = MockConfiguration()
        configuration.localMedia = true
        configuration.mediaHosts = 10
        let route = NaverImageRoute(clientID: "id", clientSecret: "secret", configuration: configuration)
        let response = route.respond(
            to: MockAPI.HTTPRequest(
                method: "GET",
                target: "/v1/search/image",
                path: "/v1/search/image",
                queryItems: [
                    MockNameValue(name: "query", value: "고양이 n=100"),
                    MockNameValue(name: "display", value: "100"),
                ],
                hasMalformedQuery: false,
                version: "HTTP/1.1",
                headers: [
                    MockNameValue(name: "Host", value: "127.0.0.1:4567"),
                    MockNameValue(name: "X-Naver-Client-Id", value: "id"),
                    MockNameValue(name: "X-Naver-Client-Secret", value: "secret"),
                ]
            )
        )
        #expect(response.status == 200)
        let page = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        let items = try #require(page["items"] as? [[String: Any]])
        #expect(items.count == 100)
        let urls = items.flatMap { [$0["link"] as? String, $0["thumbnail"] as? String] }.compactMap { $0 }
        #expect(urls.count == 200)
        let hosts = urls.compactMap { URL(string: $0).map { "\($0.host ?? ""):\($0.port ?? 0)" } }
        #expect(Set(hosts) == Set((1...10).map { "img\($0).localhost:4567" }))
        #expect(urls.allSatisfy { $0.hasPrefix("http://img") && $0.contains(".localhost:4567/media/") })
    }

    @Test("Images have their signature, type and exact size, the same bytes for the same name")
    func images() {
        let route = MediaRoute()
        let jpeg = route.image(jpeg: true, size: 5000, name: "a.jpg")
        #expect(jpeg.body.count == 5000 && jpeg.body.starts(with: [0xFF, 0xD8, 0xFF]))
        #expect(jpeg.headers.first { $0.name == "Content-Type" }?.value == "image/jpeg")
        #expect(route.image(jpeg: true, size: 5000, name: "a.jpg").body == jpeg.body)
        #expect(route.image(jpeg: true, size: 5000, name: "b.jpg").body != jpeg.body)
        let png = route.image(jpeg: false, size: 100, name: "t.png")
        #expect(png.body.count == 100 && png.body.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("The catalogs' URLs are on the requested host; broken=1 adds the bad cases; the private redirect")
    func urls() throws {
        let base = "http://127.0.0.1:4567"
        let request = MockAPI.HTTPRequest(
            method: "GET",
            target: "/",
            path: "/",
            queryItems: [],
            hasMalformedQuery: false,
            version: "HTTP/1.1",
            headers: [MockNameValue(name: "Host", value: "127.0.0.1:4567")]
        )
        let media = try #require(LocalMedia(enabled: true, request: request, imageBytes: 777, query: "고양이 broken=1"))
        #expect(media.imageURL(owner: "naver", seedHex: "ab", index: 1) == "\(base)/media/jpeg/777/naver-ab-1.jpg")
        #expect(media.imageURL(owner: "naver", seedHex: "ab", index: 3).contains("/media/html/"))
        #expect(media.imageURL(owner: "naver", seedHex: "ab", index: 8).contains("/media/redirect-private/"))
        #expect(
            media.imageURL(owner: "naver", seedHex: "ab", index: 9).contains("/media/jpeg/\(LocalMedia.oversizeBytes)/")
        )
        #expect(LocalMedia(enabled: false, request: request, imageBytes: 777, query: "x") == nil)
        let redirect = MediaRoute().respond(
            to: MockAPI.HTTPRequest(
                method: "GET",
                target: "/media/redirect-private/10/x.jpg",
                path: "/media/redirect-private/10/x.jpg",
                queryItems: [],
                hasMalformedQuery: false,
                version: "HTTP/1.1",
                headers: []
            )
        )
        #expect(redirect.status == 302)
        #expect(redirect.headers.first { $0.name == "Location" }?.value == "http://10.0.0.1/media/jpeg/10/x.jpg")
    }
}
