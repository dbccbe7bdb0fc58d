import Foundation
import QuickSearchData
import QuickSearchDomain
import Testing
import TestSupport

@Suite("Thumbnails for --preview: images only, by type and signature, bounded in size, in order")
struct ThumbnailFetcherTests {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 7, count: 200)
    static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 9, count: 300)
    static let webp: [UInt8] = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8 ".utf8) + Array(repeating: 1, count: 50)

    /// A closing reply (one request per connection), with a matching `Content-Length`.
    static func answer(_ head: String, _ body: [UInt8]) -> ScriptedLoopbackServer.Reply {
        .close(head: head + "\r\nContent-Length: \(body.count)", body: .bytes(body))
    }

    static func reply(_ head: String) -> ScriptedLoopbackServer.Reply {
        let path = head.split(separator: " ").dropFirst().first.map(String.init) ?? ""
        let ok = "HTTP/1.1 200 OK\r\nContent-Type: "
        return switch path {
        case "/a.png": answer(ok + "image/png", png)
        case "/b.jpg": answer(ok + "image/jpeg", jpeg)
        case "/c.webp": answer("HTTP/1.1 200 OK", webp)
        case "/page": answer(ok + "text/html", Array("<html>no</html>".utf8))
        case "/liar.jpg": answer(ok + "image/jpeg", Array("<html>error</html>".utf8))
        case "/typed-png-as-html": answer(ok + "text/html; charset=utf-8", png)
        case "/big.png": .close(head: ok + "image/png\r\nContent-Length: 3000000", body: .repeated(0x89, count: 3_000_000))
        default: answer("HTTP/1.1 404 Not Found\r\nContent-Type: image/png", png)
        }
    }

    @Test("Each address gets its image or nil, in order: HTML, lies, too large, 404 and no address give nil")
    func fetchesInOrder() async throws {
        // One at a time: the scripted server serves its connections one after another.
        let server = try ScriptedLoopbackServer(script: Self.reply)
        let paths: [String?] = ["/a.png", "/page", "/b.jpg", nil, "/liar.jpg", "/big.png", "/missing", "/c.webp", "/typed-png-as-html"]
        let fetcher = ThumbnailFetcher(http: CurlHTTPClient(userAgent: "QuickSearchDataTests"), maximumSize: 2 << 20, concurrency: 1)
        let results = await fetcher.fetch(paths.map { $0.map(server.url) }, deadline: .now + .seconds(30))

        #expect(results.count == paths.count)
        #expect(results.map { $0?.format } == [.png, nil, .jpeg, nil, nil, nil, nil, .webp, nil])
        #expect(results[0]?.bytes == Data(Self.png))
        #expect(results[2]?.bytes == Data(Self.jpeg))
        #expect(server.requestCount == 8)
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
