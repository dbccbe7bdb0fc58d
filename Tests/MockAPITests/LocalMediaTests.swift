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

    @Test("CRC-32 and Adler-32 give the published check values")
    func checksums() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum(Array("56789".utf8), continuing: CRC32.checksum(Array("1234".utf8))) == 0xCBF4_3926)
        #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(Adler32.checksum([UInt8](repeating: 0xFF, count: 100_000)) == 0x149A_302C)
    }

    @Test(
        "Images are whole PNG files of the exact size: valid chunks, stored deflate blocks that inflate to every scanline",
        arguments: [160, 500, 2048, 20_000, 70_000, 204_800, 3 << 20]
    )
    func images(size: Int) throws {
        let response = MediaRoute().image(size: size, name: "naver-ab-\(size).png")
        #expect(response.headers.first { $0.name == "Content-Type" }?.value == "image/png")
        let png = try PNGStructure(response.body)
        #expect(response.body.count == size)
        #expect(png.width >= 1 && png.height >= 1 && png.width <= 512 && png.height <= 512)
        #expect(png.scanlines.count == png.height * (png.width + 1))
        #expect((png.width, png.height) == SyntheticPNG.dimensions(key: "naver-ab-\(size).png", size: size))
        // Every scanline starts with filter type 0 and indexes the 16-colour palette.
        for row in 0..<png.height {
            let line = png.scanlines[(row * (png.width + 1))..<((row + 1) * (png.width + 1))]
            #expect(line.first == 0 && line.dropFirst().allSatisfy { $0 < 16 })
        }
    }

    @Test("Below the smallest file (a 1×1 image and the key), the image is that smallest file")
    func smallest() throws {
        let png = try PNGStructure(MediaRoute().image(size: 10, name: "a.png").body)
        #expect(png.width == 1 && png.height == 1 && png.chunks == ["IHDR", "PLTE", "qsPd", "IDAT", "IEND"])
    }

    @Test("Each name is its own picture; names that differ only after '~' are one picture under two addresses")
    func distinctAndTwins() throws {
        let route = MediaRoute()
        let names = (0..<50).map { "kakao-ab-\($0).png" } + (0..<50).map { "naver-ab-\($0).png" }
        let bodies = names.map { route.image(size: 20_000, name: $0).body }
        #expect(Set(bodies).count == names.count)
        #expect(Set(try bodies.map { try PNGStructure($0).scanlines }).count > names.count / 2)
        #expect(route.image(size: 900, name: "a.png").body == route.image(size: 900, name: "a.png").body)
        #expect(
            route.image(size: 900, name: "twin-1~naver.png").body
                == route.image(size: 900, name: "twin-1~kakao.png").body
        )
        #expect(
            route.image(size: 900, name: "twin-1~naver.png").body
                != route.image(size: 900, name: "twin-2~naver.png").body
        )
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
        #expect(media.image(owner: "naver", seedHex: "ab", index: 1).url == "\(base)/media/png/777/naver-ab-1.png")
        #expect(media.image(owner: "naver", seedHex: "ab", index: 3).url.contains("/media/html/"))
        #expect(media.image(owner: "naver", seedHex: "ab", index: 8).url.contains("/media/redirect-private/"))
        #expect(
            media.image(owner: "naver", seedHex: "ab", index: 9).url.contains("/media/png/\(LocalMedia.oversizeBytes)/")
        )
        // Index 7 gives four times the width and height of the picture served.
        let (width, height) = SyntheticPNG.dimensions(key: "naver-ab-7.png", size: 777)
        let oversold = media.image(owner: "naver", seedHex: "ab", index: 7)
        #expect(oversold.width == 4 * width && oversold.height == 4 * height)
        #expect(
            media.image(owner: "twin", seedHex: "ab", index: 1, copy: "kakao").url.hasSuffix("/twin-ab-1~kakao.png")
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
        #expect(redirect.headers.first { $0.name == "Location" }?.value == "http://10.0.0.1/media/png/10/x.jpg")
    }

    private static func request(_ path: String) -> MockAPI.HTTPRequest {
        MockAPI.HTTPRequest(
            method: "GET",
            target: path,
            path: path,
            queryItems: [],
            hasMalformedQuery: false,
            version: "HTTP/1.1",
            headers: []
        )
    }

    @Test("busy answers 429 with Retry-After: 1 once per name, then the image; busy-long always asks for an hour")
    func busy() {
        let route = MediaRoute()
        let first = route.respond(to: Self.request("/media/busy/500/a.png"))
        #expect(first.status == 429 && first.headers.contains { $0.name == "Retry-After" && $0.value == "1" })
        #expect(route.respond(to: Self.request("/media/busy/500/a.png")).status == 200)
        #expect(route.respond(to: Self.request("/media/busy/500/b.png")).status == 429)
        for _ in 0..<3 {
            let long = route.respond(to: Self.request("/media/busy-long/500/a.png"))
            #expect(long.status == 429 && long.headers.contains { $0.name == "Retry-After" && $0.value == "3600" })
        }
    }

    @Test("held transfers wait for the gate: counted as they arrive, answered in arrival order once released")
    func heldTransfers() async throws {
        let gate = MockTransferGate()
        var configuration = MockConfiguration()
        configuration.transferGate = gate
        let server = try MockServer.start(configuration)
        defer { server.stop() }
        // Each blocking request on a thread of its own, never one of the tasks' few threads; its
        // reads wait long enough for this test to be scheduled under any load.
        let first = Self.onThread { try Loopback.get(server, "/media/held/600/one.png", timeoutSeconds: 300) }
        await gate.arrivals(atLeast: 1)
        let second = Self.onThread { try Loopback.get(server, "/media/held/600/two.png", timeoutSeconds: 300) }
        await gate.arrivals(atLeast: 2)
        gate.release(1)
        let answer = try await first.value
        #expect(answer.status == 200 && answer.body.count == 600)
        #expect(gate.arrivals == 2)
        gate.release(1)
        #expect(try await second.value.status == 200)
    }

    /// `body` run on a new thread, its result awaited.
    private static func onThread<Value: Sendable>(
        _ body: @escaping @Sendable () throws -> Value
    ) -> Task<Value, any Error> {
        Task {
            try await withCheckedThrowingContinuation { continuation in
                Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
            }
        }
    }

    @Test("With local media, the catalogs give each image its true size, and item 1 of each source is one picture")
    func catalogs() throws {
        var configuration = MockConfiguration()
        configuration.localMedia = true
        let query = MockSearchQuery("고양이 n=10", request: Self.hostRequest, configuration: configuration)
        let naver = NaverImageCatalog(query: query)
        let kakao = KakaoSearchCatalog(query: query, kind: .image)
        let items = try (0..<10).map { try Self.object(naver.item($0, filter: "all")) }
        for (index, item) in items.enumerated() {
            let link = try #require(item["link"] as? String)
            let name = String(link.split(separator: "/").last ?? "")
            let size = SyntheticPNG.dimensions(key: MediaRoute.contentKey(name), size: configuration.mediaBytes)
            #expect(item["sizewidth"] as? String == String(size.width), "item \(index)")
            #expect(item["sizeheight"] as? String == String(size.height), "item \(index)")
        }
        let documents = try kakao.documents(0..<2, sort: "accuracy").map(Self.object)
        let naverTwin = try #require(items[1]["link"] as? String)
        let kakaoTwin = try #require(documents[1]["image_url"] as? String)
        #expect(naverTwin != kakaoTwin)
        #expect(naverTwin.hasSuffix("~naver.png") && kakaoTwin.hasSuffix("~kakao.png"))
        #expect(naverTwin.replacingOccurrences(of: "~naver", with: "~kakao") == kakaoTwin)
        #expect(items[0]["link"] as? String == documents[0]["image_url"] as? String)
    }

    private static func object(_ value: JSONValue) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(value.renderUTF8(.naver))) as? [String: Any])
    }

    private static let hostRequest = MockAPI.HTTPRequest(
        method: "GET",
        target: "/",
        path: "/",
        queryItems: [],
        hasMalformedQuery: false,
        version: "HTTP/1.1",
        headers: [MockNameValue(name: "Host", value: "127.0.0.1:4567")]
    )
}
