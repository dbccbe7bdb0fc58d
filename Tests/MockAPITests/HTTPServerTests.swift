import Foundation
import MockAPI
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("HTTP server")
struct HTTPServerTests {
    @Test("binds 127.0.0.1 on an ephemeral port and reports it")
    func ephemeralPort() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        #expect(server.port > 0)
        #expect(server.baseURL == "http://127.0.0.1:\(server.port)")
    }

    @Test("two requests on one connection (keep-alive), each with Content-Length")
    func keepAlive() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let connection = try LoopbackConnection(port: server.port)
        try connection.request("/status/200")
        let first = try connection.readResponse()
        try connection.request("/v2/search/image?query=a&size=1", headers: Loopback.kakaoAuth)
        let second = try connection.readResponse()
        #expect(first.status == 200)
        #expect(first.header("Content-Length") == String(first.body.count))
        #expect(first.header("Connection") == nil)
        #expect(second.status == 200)
        #expect(second.header("Content-Length") == String(second.body.count))
        #expect(server.requestCount(pathPrefix: "/") == 2)
    }

    @Test("--request-log: each request's method and target, a line each, in the order they arrive")
    func requestLog() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mock-log-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("requests.txt").path
        var configuration = MockConfiguration()
        configuration.requestLog = try MockRequestLog(path: path)
        let server = try MockServer.start(configuration)
        defer { server.stop() }
        let connection = try LoopbackConnection(port: server.port)
        try connection.request("/status/204")
        _ = try connection.readResponse()
        try connection.request("/v2/search/image?query=%EA%B3%A0&size=1", headers: Loopback.kakaoAuth)
        _ = try connection.readResponse()
        try connection.sendRaw("HEAD /status/200 HTTP/1.1\r\nHost: x\r\n\r\n")
        _ = try connection.readResponse(bodyless: true)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == "GET /status/204\nGET /v2/search/image?query=%EA%B3%A0&size=1\nHEAD /status/200\n")
        let mode = try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        #expect(mode == 0o600)
        let missing = directory.appendingPathComponent("no/such").path
        #expect(throws: MockServerError.self) { try MockRequestLog(path: missing) }
    }

    @Test("pipelined requests are answered in order")
    func pipelining() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let connection = try LoopbackConnection(port: server.port)
        try connection.sendRaw("GET /status/201 HTTP/1.1\r\nHost: x\r\n\r\nGET /status/202 HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try connection.readResponse().status == 201)
        #expect(try connection.readResponse().status == 202)
    }

    @Test("Connection: close is honoured: the server answers then closes")
    func connectionClose() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let connection = try LoopbackConnection(port: server.port)
        try connection.request("/status/200", close: true)
        let response = try connection.readResponse()
        #expect(response.header("Connection") == "close")
        #expect(try connection.serverClosed())
    }

    @Test("HTTP/1.0 closes unless keep-alive is asked for")
    func http10() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let connection = try LoopbackConnection(port: server.port)
        try connection.sendRaw("GET /status/200 HTTP/1.0\r\n\r\n")
        #expect(try connection.readResponse().status == 200)
        #expect(try connection.serverClosed())

        let kept = try LoopbackConnection(port: server.port)
        try kept.sendRaw("GET /status/200 HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
        let response = try kept.readResponse()
        #expect(response.header("Connection") == "keep-alive")
        try kept.sendRaw("GET /status/203 HTTP/1.0\r\n\r\n")
        #expect(try kept.readResponse().status == 203)
    }

    @Test("HEAD gets the GET headers and Content-Length, without a body")
    func head() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let get = try Loopback.get(server, "/v2/search/vclip?query=x&size=3", headers: Loopback.kakaoAuth)
        let connection = try LoopbackConnection(port: server.port)
        try connection.request("/v2/search/vclip?query=x&size=3", method: "HEAD", headers: Loopback.kakaoAuth)
        let head = try connection.readResponse(bodyless: true)
        #expect(head.status == 200)
        #expect(head.header("Content-Length") == String(get.body.count))
        try connection.request("/status/200")
        let next = try connection.readResponse()
        #expect(next.text == "200 OK\n")
    }

    @Test(
        "malformed requests get 400 and the server keeps serving",
        arguments: [
            "NONSENSE\r\n\r\n",
            "GET /x HTTP/1.1\r\nno colon here\r\n\r\n",
            "GET /x HTTP/1.1\r\nContent-Length: nope\r\n\r\n",
            "GET relative HTTP/1.1\r\n\r\n",
            "\u{1}\u{2}\u{3} \u{4} HTTP/1.1\r\n\r\n",
        ]
    )
    func malformedRequest(_ raw: String) throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let connection = try LoopbackConnection(port: server.port)
        try connection.sendRaw(raw)
        let response = try connection.readResponse()
        #expect(response.status == 400)
        #expect(try connection.serverClosed())
        #expect(try Loopback.get(server, "/status/200").status == 200)
    }

    @Test("random bytes never bring the server down")
    func garbage() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        var state: UInt64 = 0x1234_5678
        for round in 0..<40 {
            var bytes = ""
            for _ in 0..<(50 + round * 7) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes.unicodeScalars.append(Unicode.Scalar(UInt8(truncatingIfNeeded: state >> 33) & 0x7f))
            }
            let connection = try LoopbackConnection(port: server.port)
            try connection.sendRaw(
                round % 2 == 0
                    ? bytes + "\r\n\r\n"
                    : "GET /\(bytes) HTTP/1.1\r\nIf-Modified-Since: Tue, 05 Mar 9223372036854775807 06:07:08 GMT\r\n\r\n"
            )
        }
        #expect(try Loopback.get(server, "/status/200").status == 200)
    }

    @Test("an unsupported HTTP version gets 505")
    func badVersion() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let connection = try LoopbackConnection(port: server.port)
        try connection.sendRaw("GET / HTTP/2.0\r\n\r\n")
        #expect(try connection.readResponse().status == 505)
    }

    @Test("an oversized head gets 431")
    func oversizedHead() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let connection = try LoopbackConnection(port: server.port)
        try connection.sendRaw("GET / HTTP/1.1\r\nX-Big: " + String(repeating: "a", count: 40_000) + "\r\n\r\n")
        #expect(try connection.readResponse().status == 431)
    }

    @Test("clients that vanish mid-request or before reading do not hurt the server")
    func vanishingClients() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        for _ in 0..<5 {
            let half = try LoopbackConnection(port: server.port)
            try half.sendRaw("GET /v2/search/image?query=x HTTP/1.1\r\nHost: x\r\n")
        }
        for _ in 0..<5 {
            let unread = try LoopbackConnection(port: server.port)
            try unread.request("/v2/search/image?query=x", headers: Loopback.kakaoAuth)
        }
        #expect(try Loopback.get(server, "/status/200").status == 200)
    }

    @Test("other methods get 405 with Allow; a request body is skipped")
    func otherMethods() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let connection = try LoopbackConnection(port: server.port)
        try connection.sendRaw("POST /v2/search/image HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello")
        let response = try connection.readResponse()
        #expect(response.status == 405)
        #expect(response.header("Allow") == "GET, HEAD")
        try connection.request("/status/200")
        #expect(try connection.readResponse().status == 200)
    }

    @Test("unknown paths get 404")
    func unknownPath() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        #expect(try Loopback.get(server, "/nowhere").status == 404)
        #expect(try Loopback.get(server, "/status/abc").status == 404)
    }

    @Test("/status/NNN answers that status with a short body")
    func statusRoute() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let response = try Loopback.get(server, "/status/503")
        #expect(response.status == 503)
        #expect(response.text == "503 Service Unavailable\n")
        let empty = try Loopback.get(server, "/status/204")
        #expect(empty.status == 204)
        #expect(empty.body.isEmpty)
    }

    @Test("requests are recorded with decoded query items and headers")
    func recording() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        _ = try Loopback.kakao(server, "image", "고양이 & 개", "page=2&size=5")
        _ = try Loopback.get(server, "/status/200?a=1+2")
        let requests = server.requests
        #expect(requests.count == 2)
        let first = try #require(requests.first)
        #expect(first.method == "GET")
        #expect(first.path == "/v2/search/image")
        #expect(first.queryValue("query") == "고양이 & 개")
        #expect(first.queryItems.map(\.name) == ["query", "page", "size"])
        #expect(first.header("authorization") == "KakaoAK mock-kakao-key")
        #expect(requests.last?.queryValue("a") == "1 2")
        #expect(server.requestCount(pathPrefix: "/v2/search/") == 1)
        #expect(server.requestCount(pathPrefix: "/status/") == 1)
    }

    @Test("recording can be turned off")
    func recordingOff() throws {
        let server = try MockServer.start(MockConfiguration(recordsRequests: false))
        defer { server.stop() }
        #expect(try Loopback.get(server, "/status/200").status == 200)
        #expect(server.requests.isEmpty)
    }

    @Test("configured latency delays every response")
    func latency() throws {
        let server = try MockServer.start(MockConfiguration(latencyMilliseconds: 150))
        defer { server.stop() }
        let clock = ContinuousClock()
        let started = clock.now
        let response = try Loopback.get(server, "/status/200")
        #expect(response.status == 200)
        #expect(clock.now - started >= .milliseconds(150))
    }

    @Test("after stop() nothing listens any more")
    func stopping() throws {
        let server = try MockServer.start()
        let idle = try LoopbackConnection(port: server.port)
        try idle.request("/status/200")
        _ = try idle.readResponse()
        server.stop()
        server.stop()
        #expect(try idle.serverClosed())
        #expect(throws: LoopbackClientError.self) { try LoopbackConnection(port: server.port) }
    }

    @Test("FoundationNetworking's URLSession can talk to it")
    func urlSession() async throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let url = try #require(URL(string: server.baseURL + "/v2/search/image?query=cat&size=2"))
        var request = URLRequest(url: url)
        request.setValue("KakaoAK mock-kakao-key", forHTTPHeaderField: "Authorization")
        let (data, response) = try await URLSession.shared.data(for: request)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        let page = try JSONDecoder().decode(UpstreamBody.KakaoImagePage.self, from: data)
        #expect(page.documents.count == 2)
    }
}
