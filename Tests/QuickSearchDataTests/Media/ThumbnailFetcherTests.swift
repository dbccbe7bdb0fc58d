import Foundation
import QuickSearchData
import QuickSearchDomain
import Synchronization
import TestSupport
import Testing

@Suite("Thumbnails for --preview: images only, by type and signature, bounded in size, in order")
struct ThumbnailFetcherTests {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 7, count: 200)
    static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 9, count: 300)
    static let webp: [UInt8] =
        Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8 ".utf8) + Array(repeating: 1, count: 50)

    /// An in-memory upstream: answers by path, refuses bodies over the request's limit as
    /// libcurl does, and records each request and the most transfers in flight at once.
    final class FakeImageHost: HTTPClient, Sendable {
        private let state = Mutex<(requests: [HTTPRequest], inFlight: Int, mostInFlight: Int)>(([], 0, 0))

        /// Every request sent, in order.
        var requests: [HTTPRequest] {
            state.withLock { $0.requests }
        }

        /// The most requests that were in flight at once.
        var mostInFlight: Int {
            state.withLock { $0.mostInFlight }
        }

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            state.withLock {
                $0.requests.append(request)
                $0.inFlight += 1
                $0.mostInFlight = max($0.mostInFlight, $0.inFlight)
            }
            await Task.yield()
            defer { state.withLock { $0.inFlight -= 1 } }
            let response = FakeImageHost.answer(request.url.path)
            guard response.body.count <= request.maximumBodySize else { throw HTTPError(.tooLarge, "too large") }
            return response
        }

        static func answer(_ path: String) -> HTTPResponse {
            func image(_ type: String?, _ bytes: [UInt8]) -> HTTPResponse {
                HTTPResponse(status: 200, headers: type.map { ["content-type": $0] } ?? [:], body: Data(bytes))
            }
            return switch path {
            case "/a.png": image("image/png", png)
            case "/b.jpg": image("image/jpeg", jpeg)
            case "/c.webp": image(nil, webp)
            case "/page": image("text/html", Array("<html>no</html>".utf8))
            case "/liar.jpg": image("image/jpeg", Array("<html>error</html>".utf8))
            case "/typed-png-as-html": image("text/html; charset=utf-8", png)
            case "/big.png": image("image/png", png + Array(repeating: 0, count: 3_000_000))
            default: HTTPResponse(status: 404, headers: ["content-type": "image/png"], body: Data(png))
            }
        }
    }

    @Test("Each address gets its image or nil, in order: HTML, lies, too large, 404 and no address give nil")
    func fetchesInOrder() async throws {
        let host = FakeImageHost()
        let paths: [String?] = [
            "/a.png", "/page", "/b.jpg", nil, "/liar.jpg", "/big.png", "/missing", "/c.webp", "/typed-png-as-html",
        ]
        let addresses = paths.map { $0.flatMap { URL(string: "https://img.example.com\($0)") } }
        let deadline = ContinuousClock.now + .seconds(30)
        let results = await ThumbnailFetcher(http: host, concurrency: 3).fetch(addresses, deadline: deadline)

        #expect(results.map { $0?.format } == [.png, nil, .jpeg, nil, nil, nil, nil, .webp, nil])
        #expect(results[0]?.bytes == Data(Self.png))
        #expect(results[2]?.bytes == Data(Self.jpeg))
        #expect(host.requests.count == 8)
        #expect(host.requests.allSatisfy { $0.maximumBodySize == 2 << 20 && $0.deadline == deadline })
        #expect(host.mostInFlight <= 3)
    }

    @Test("Through libcurl from a loopback server: the image arrives whole")
    func throughLibcurl() async throws {
        let body = Self.png + Array(repeating: 0x42, count: 100_000)
        let server = try ScriptedLoopbackServer(
            .close(
                head: "HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nContent-Length: \(body.count)",
                body: .bytes(body)
            )
        )
        // No deadline: this is about the bytes through libcurl, and a wall-clock deadline also
        // counts the time the test waits for a thread of the shared pool while the rest of a
        // parallel run holds them (the test used to finish only near the end of the run, past
        // 30 s on a loaded machine).
        let results = await ThumbnailFetcher(http: CurlHTTPClient(userAgent: "QuickSearchDataTests"))
            .fetch([server.url("/t.png")], deadline: nil)
        #expect(results.first??.format == .png)
        #expect(results.first??.bytes == Data(body))
    }

    @Test("Only signatures of PNG, JPEG, GIF and WebP are images")
    func sniffing() {
        #expect(ImageFormat.sniff(Self.png) == .png)
        #expect(ImageFormat.sniff(Self.jpeg) == .jpeg)
        #expect(ImageFormat.sniff(Array("GIF89a....".utf8)) == .gif)
        #expect(ImageFormat.sniff(Self.webp) == .webp)
        #expect(ImageFormat.sniff(Array("RIFF\0\0\0\0WAVE".utf8)) == nil)
        #expect(ImageFormat.sniff(Array("<!DOCTYPE html>".utf8)) == nil)
        #expect(ImageFormat.sniff([UInt8]()) == nil)
    }
}
