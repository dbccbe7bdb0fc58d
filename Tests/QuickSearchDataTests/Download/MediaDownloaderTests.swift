import Foundation
import MockAPI
import QuickSearchData
import QuickSearchDomain
import TestSupport
import Testing

/// `MediaDownloader` against the mock's `/media/…` route over real HTTP on 127.0.0.1.
@Suite("Media downloads: streamed to owner-only files, checked, bounded, named, deduplicated")
struct MediaDownloaderTests {
    private let server: MockServer
    private let folder: TemporaryDirectory

    init() throws {
        server = try MockServer.start(MockConfiguration())
        folder = try TemporaryDirectory()
    }

    /// A downloader into `folder/name` for media listed by a loopback upstream (the mock).
    private func downloader(
        _ name: String = "saved",
        maximumSize: Int = 1 << 20,
        policy: DownloadAddressPolicy? = DownloadAddressPolicy(sourceScope: .loopback),
        perHost: Int = 8,
        total: Int = 32
    ) throws -> MediaDownloader {
        MediaDownloader(
            userAgent: "QuickSearchTests",
            directory: try DownloadDirectory(creating: folder.path(name)),
            maximumSize: maximumSize,
            addressPolicy: policy,
            maximumPerHost: perHost,
            maximumTotal: total
        )
    }

    private func item(_ position: Int, _ path: String, title: String = "고양이 사진") -> DownloadItem {
        DownloadItem(position: position, source: "naver-image", title: title, url: server.baseURL + path)
    }

    /// The result at `position` for `path` on `imgK.localhost:PORT`: the mock under another
    /// name, which libcurl resolves to the loopback addresses itself (no DNS).
    private func item(_ position: Int, host: Int, _ path: String) -> DownloadItem {
        DownloadItem(
            position: position,
            source: "naver-image",
            title: "img\(host)",
            url: "http://img\(host).localhost:\(server.port)\(path)"
        )
    }

    /// How many requests the mock has seen per `Host` header.
    private func requestsPerHost() -> [String: Int] {
        server.requests.reduce(into: [:]) { counts, request in counts[request.header("Host") ?? "", default: 0] += 1 }
    }

    /// The folder's files, without the record of where they came from.
    private func names(_ name: String = "saved") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path(name)).filter { $0 != ".qsearch-sources" }
            .sorted()
    }

    @Test("Images are saved whole under their names, owner-only, with their size and SHA-256; the folder is made 0700")
    func savesImages() async throws {
        let outcomes = try await downloader("new/inner").download(
            [item(1, "/media/png/20000/a.png"), item(2, "/media/png/3000/b.png", title: "")],
            deadline: nil
        )
        let first = try outcomes[0].get()
        let second = try outcomes[1].get()
        #expect(first.path == folder.path("new/inner") + "/001-naver-image-고양이-사진.png")
        #expect(second.path == folder.path("new/inner") + "/002-naver-image-127-0-0-1.png")
        for saved in [first, second] {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: saved.path))
            #expect(bytes.count == saved.bytes)
            #expect(SHA256.hex(SHA256.digest(bytes)) == saved.sha256)
            #expect(!saved.reused)
            let mode = try FileManager.default.attributesOfItem(atPath: saved.path)[.posixPermissions] as? Int
            #expect(mode == 0o600)
        }
        #expect(first.bytes == 20000 && second.bytes == 3000)
        let folderMode =
            try FileManager.default.attributesOfItem(atPath: folder.path("new/inner"))[.posixPermissions] as? Int
        #expect(folderMode == 0o700)
        #expect(try names("new/inner").count == 2)
    }

    @Test(
        "An HTML page (as text/html, or labelled image/jpeg) is refused, and leaves no file",
        arguments: [
            "/media/html/100/a.png", "/media/mislabelled/100/a.png",
        ]
    )
    func refusesHTML(path: String) async throws {
        let outcomes = try await downloader().download([item(1, path)], deadline: nil)
        #expect(throws: DownloadError.self) { try outcomes[0].get() }
        if case .failure(let error) = outcomes[0] { #expect(error.kind == .notAnImage) }
        #expect(try names().isEmpty)
    }

    @Test("A file over --max-size is refused (from its Content-Length) and leaves no file")
    func sizeCap() async throws {
        let outcomes = try await downloader(maximumSize: 50_000).download(
            [item(1, "/media/png/60000/a.png"), item(2, "/media/png/50000/b.png")],
            deadline: nil
        )
        if case .failure(let error) = outcomes[0] {
            #expect(error.kind == .tooLarge)
        } else {
            Issue.record("not refused")
        }
        #expect(try outcomes[1].get().bytes == 50_000)
        #expect(try names() == ["002-naver-image-고양이-사진.png"])
    }

    @Test("Redirects: to this machine from a local search, followed; to a private address or to ftp, refused")
    func redirects() async throws {
        let outcomes = try await downloader().download(
            [
                item(1, "/media/redirect-local/500/a.png"),
                item(2, "/media/redirect-private/500/b.png"),
                item(3, "/media/redirect-ftp/500/c.png"),
            ],
            deadline: nil
        )
        #expect(try outcomes[0].get().bytes == 500)
        let reasons = outcomes.dropFirst().map { outcome -> DownloadError.Kind? in
            if case .failure(let error) = outcome { return error.kind }
            return nil
        }
        #expect(reasons == [.blockedAddress, .badRedirect])
        #expect(try names().count == 1)
    }

    @Test("A search answered from the internet may not make the tool fetch from this machine")
    func publicSourceBlocksLoopback() async throws {
        let outcomes = try await downloader(policy: DownloadAddressPolicy(sourceScope: .global)).download(
            [item(1, "/media/png/500/a.png")],
            deadline: nil
        )
        if case .failure(let error) = outcomes[0] {
            #expect(error.kind == .blockedAddress)
        } else {
            Issue.record("fetched")
        }
        #expect(server.requestCount(pathPrefix: "/media/") == 0)
    }

    @Test("A different file under the name gets -2; a file the address saved, unchanged, is kept and not fetched")
    func collisionsAndResume() async throws {
        let downloader = try downloader()
        let taken = folder.path("saved") + "/001-naver-image-고양이-사진.png"
        try Data("someone else's".utf8).write(to: URL(fileURLWithPath: taken))
        let first = try await downloader.download([item(1, "/media/png/700/a.png")], deadline: nil)[0].get()
        #expect(first.path.hasSuffix("/001-naver-image-고양이-사진-2.png"))
        #expect(try String(contentsOfFile: taken, encoding: .utf8) == "someone else's")
        let requestsBefore = server.requestCount(pathPrefix: "/media/")
        let again = try await downloader.download([item(1, "/media/png/700/a.png")], deadline: nil)[0].get()
        #expect(again.reused && again.path == first.path && again.sha256 == first.sha256)
        // The record names the file for the address and it still has its bytes: nothing asked.
        #expect(server.requestCount(pathPrefix: "/media/") == requestsBefore)
        #expect(try names().count == 2)
        // Changed on disk, it is fetched again, and the bytes it should hold are found elsewhere.
        try Data(repeating: 0x41, count: 700).write(to: URL(fileURLWithPath: first.path))
        let changed = try await downloader.download([item(1, "/media/png/700/a.png")], deadline: nil)[0].get()
        #expect(server.requestCount(pathPrefix: "/media/") == requestsBefore + 1)
        #expect(changed.sha256 == first.sha256 && changed.path.hasSuffix("/001-naver-image-고양이-사진-3.png"))
    }

    /// Issue 19: a result was reported as saved to a file of the same name and size that held
    /// another result's bytes.
    @Test("A file of the same name and size holding other bytes is never reported as this result's")
    func sameNameAndSizeIsNotTheSameFile() async throws {
        let downloader = try downloader()
        let lion = try await downloader.download([item(3, "/media/png/900/lion-a.png", title: "")], deadline: nil)[0]
            .get()
        let other = try await downloader.download([item(3, "/media/png/900/lion-b.png", title: "")], deadline: nil)[0]
            .get()
        #expect(lion.path.hasSuffix("/003-naver-image-127-0-0-1.png") && lion.bytes == other.bytes)
        #expect(other.path.hasSuffix("/003-naver-image-127-0-0-1-2.png"))
        #expect(!other.reused && other.sha256 != lion.sha256)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: other.path))
        #expect(SHA256.hex(SHA256.digest(bytes)) == other.sha256)
        // Without the record (a folder filled before it), the bytes decide: each address gets
        // the file holding its own bytes.
        try FileManager.default.removeItem(atPath: folder.path("saved") + "/.qsearch-sources")
        let outcomes = await downloader.download(
            [item(3, "/media/png/900/lion-b.png", title: ""), item(4, "/media/png/900/lion-a.png", title: "")],
            deadline: nil
        )
        let (again, first) = (try outcomes[0].get(), try outcomes[1].get())
        #expect(again.reused && again.path == other.path && again.sha256 == other.sha256)
        #expect(!first.reused && first.sha256 == lion.sha256 && first.path.hasSuffix("/004-naver-image-127-0-0-1.png"))
        #expect(try names().count == 3)
    }

    @Test("The record: owner-only lines of digest, name and address; malformed, cut and foreign lines are ignored")
    func sourceRecord() async throws {
        let downloader = try downloader()
        let saved = try await downloader.download([item(1, "/media/png/800/a.png")], deadline: nil)[0].get()
        let recordPath = folder.path("saved") + "/.qsearch-sources"
        let name = URL(fileURLWithPath: saved.path).lastPathComponent
        let address = server.baseURL + "/media/png/800/a.png"
        #expect(try String(contentsOfFile: recordPath, encoding: .utf8) == "\(saved.sha256)\t\(name)\t\(address)\n")
        let mode = try FileManager.default.attributesOfItem(atPath: recordPath)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        // Lines that would point the address elsewhere, each wrong in one way, then one cut short.
        let other = server.baseURL + "/media/png/800/b.png"
        let passwd = "/etc/passwd"
        let foreign = [
            "\(saved.sha256)\t../\(name)\t\(other)", "\(saved.sha256)\t.hidden\t\(other)",
            "\(saved.sha256.uppercased())\t\(name)\t\(other)", "\(saved.sha256)\t\(passwd)\t\(other)",
            "\(saved.sha256)\t\(name)\t\(other)\textra",
        ]
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: recordPath))
        try handle.seekToEnd()
        try handle.write(
            contentsOf: Data((foreign.joined(separator: "\n") + "\n\(saved.sha256)\t\(name)\t\(other)").utf8)
        )
        try handle.close()
        let requestsBefore = server.requestCount(pathPrefix: "/media/png/800/b.png")
        let fetched = try await downloader.download([item(2, "/media/png/800/b.png")], deadline: nil)[0].get()
        #expect(server.requestCount(pathPrefix: "/media/png/800/b.png") == requestsBefore + 1)
        #expect(fetched.path != saved.path && fetched.sha256 != saved.sha256 && !fetched.reused)
        // The cut line stays unreadable; the line after it is whole, and used.
        let again = try await downloader.download([item(2, "/media/png/800/b.png")], deadline: nil)[0].get()
        #expect(server.requestCount(pathPrefix: "/media/png/800/b.png") == requestsBefore + 1)
        #expect(again.reused && again.path == fetched.path)
    }

    @Test("The same address listed twice is fetched once; both results name the one file")
    func deduplicates() async throws {
        let outcomes = try await downloader().download(
            [
                item(1, "/media/png/900/same.png"), item(2, "/media/png/900/other.png"),
                item(3, "/media/png/900/same.png"),
            ],
            deadline: nil
        )
        let first = try outcomes[0].get()
        let third = try outcomes[2].get()
        #expect(third.path == first.path && third.sha256 == first.sha256 && third.reused)
        #expect(server.requestCount(pathPrefix: "/media/png/900/same.png") == 1)
        #expect(try names().count == 2)
    }

    /// Starts downloads of `count` stalling images, waits until `running` of them have sent
    /// their first half (each stalls forever after), and returns the requests the mock saw
    /// then; then cancels, and returns the outcomes too.
    private func stalled(
        count: Int,
        running: Int,
        perHost: Int,
        total: Int
    ) async throws -> (requests: Int, outcomes: [Result<SavedDownload, DownloadError>]) {
        let downloader = try downloader(perHost: perHost, total: total)
        let items = (1...count).map { item($0, "/media/stall/10000/s\($0).png") }
        let (tallies, continuation) = AsyncStream.makeStream(of: DownloadTally.self)
        let task = Task { await downloader.download(items, deadline: nil) { continuation.yield($0) } }
        for await tally in tallies where tally.bytes >= running * 5000 {
            break
        }
        let requests = server.requestCount(pathPrefix: "/media/stall/")
        task.cancel()
        let outcomes = await task.value
        continuation.finish()
        return (requests, outcomes)
    }

    @Test("At most maximumTotal transfers at once; cancelling removes every partial file")
    func totalBoundAndCancellation() async throws {
        let (requests, outcomes) = try await stalled(count: 6, running: 3, perHost: 8, total: 3)
        #expect(requests == 3)
        #expect(outcomes.count == 6)
        // The three transfers running are cut short; the three queued behind them never started.
        for (index, outcome) in outcomes.enumerated() {
            if case .failure(let error) = outcome {
                #expect(error.kind == (index < 3 ? .cancelled : .notStarted))
            } else {
                Issue.record("saved a stalled file")
            }
        }
        #expect(try names().isEmpty)
    }

    @Test("At most maximumPerHost transfers at once against one host")
    func perHostBound() async throws {
        let (requests, _) = try await stalled(count: 5, running: 2, perHost: 2, total: 8)
        #expect(requests == 2)
        #expect(try names().isEmpty)
    }

    @Test("Images on several *.localhost hosts are saved from the mock on loopback, refused for a public search")
    func localhostHosts() async throws {
        let items = (1...6).map { item($0, host: ($0 - 1) % 3 + 1, "/media/png/700/h\($0).png") }
        let outcomes = try await downloader().download(items, deadline: nil)
        #expect(try outcomes.map { try $0.get().bytes } == Array(repeating: 700, count: 6))
        let port = server.port
        #expect(
            requestsPerHost() == [
                "img1.localhost:\(port)": 2, "img2.localhost:\(port)": 2, "img3.localhost:\(port)": 2,
            ]
        )
        let refused = try await downloader("public", policy: DownloadAddressPolicy(sourceScope: .global)).download(
            [item(1, host: 4, "/media/png/700/p.png")],
            deadline: nil
        )
        if case .failure(let error) = refused[0] {
            #expect(error.kind == .blockedAddress && error.message.contains("loopback"))
        } else {
            Issue.record("fetched from loopback for a public search")
        }
        #expect(server.requests.count == 6)
    }

    @Test("Across hosts more than maximumPerHost run at once, yet never more than maximumPerHost against one")
    func boundsAcrossHosts() async throws {
        let downloader = try downloader(perHost: 8, total: 32)
        let items = (1...27).map { item($0, host: ($0 - 1) % 3 + 1, "/media/stall/10000/s\($0).png") }
        let (tallies, continuation) = AsyncStream.makeStream(of: DownloadTally.self)
        let task = Task { await downloader.download(items, deadline: nil) { continuation.yield($0) } }
        for await tally in tallies where tally.bytes >= 24 * 5000 {
            break
        }
        let perHost = requestsPerHost()
        task.cancel()
        _ = await task.value
        continuation.finish()
        let port = server.port
        #expect(perHost == ["img1.localhost:\(port)": 8, "img2.localhost:\(port)": 8, "img3.localhost:\(port)": 8])
        #expect(try names().isEmpty)
    }

    @Test("A result without an http(s) address fails as 'no address' without a request")
    func noAddress() async throws {
        let outcomes = try await downloader().download(
            [
                DownloadItem(position: 1, source: "kakao-video", title: "x", url: nil),
                DownloadItem(position: 2, source: "kakao-video", title: "x", url: "file:///etc/passwd"),
                DownloadItem(position: 3, source: "kakao-video", title: "x", url: "http://user:pw@127.0.0.1/a.png"),
            ],
            deadline: nil
        )
        for outcome in outcomes {
            if case .failure(let error) = outcome { #expect(error.kind == .noAddress) } else { Issue.record("saved") }
        }
        #expect(server.requests.isEmpty)
    }

    @Test("Without a Content-Length, the cap applies to the bytes as they arrive: the transfer stops, no file stays")
    func streamingCap() async throws {
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01]
        let host = try ScriptedLoopbackServer(
            .close(
                head: "HTTP/1.1 200 OK\r\nContent-Type: image/jpeg",
                body: .bytes(jpeg + [UInt8](repeating: 7, count: 300_000))
            )
        )
        let small = try ScriptedLoopbackServer(
            .close(
                head: "HTTP/1.1 200 OK\r\nContent-Type: image/jpeg",
                body: .bytes(jpeg + [UInt8](repeating: 7, count: 1000))
            )
        )
        let outcomes = try await downloader(maximumSize: 100_000).download(
            [
                DownloadItem(position: 1, source: "naver-image", title: "big", url: host.baseURL + "/big.png"),
                DownloadItem(position: 2, source: "naver-image", title: "small", url: small.baseURL + "/small.png"),
            ],
            deadline: nil
        )
        if case .failure(let error) = outcomes[0] {
            #expect(error.kind == .tooLarge)
        } else {
            Issue.record("saved past the cap")
        }
        #expect(try outcomes[1].get().bytes == 1012)
        #expect(try names() == ["002-naver-image-small.jpg"])
    }
}
