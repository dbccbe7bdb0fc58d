import Foundation
import MockAPI
import TestSupport
import Testing

@Suite("Static pages")
struct StaticPageRouteTests {
    /// 2024-03-05 06:07:08 UTC.
    static let modified = Date(timeIntervalSince1970: 1_709_618_828)

    private func pagesServer() throws -> (MockServer, TemporaryDirectory) {
        let directory = try TemporaryDirectory()
        try directory.write("events.html", "<html><body><h2>25년 1월</h2></body></html>")
        try directory.write("nested/list.html", "<ul><li>한 항목</li></ul>")
        try directory.write("data.json", "{}")
        try directory.setModified("events.html", to: Self.modified)
        let server = try MockServer.start(MockConfiguration(pagesDirectory: directory.path))
        return (server, directory)
    }

    @Test("serves a file with type, strong ETag and Last-Modified")
    func serves() throws {
        let (server, directory) = try pagesServer()
        defer { withExtendedLifetime(directory) { server.stop() } }
        let response = try Loopback.get(server, "/pages/events.html")
        #expect(response.status == 200)
        #expect(response.text == "<html><body><h2>25년 1월</h2></body></html>")
        #expect(response.header("Content-Type") == "text/html; charset=utf-8")
        #expect(response.header("Last-Modified") == "Tue, 05 Mar 2024 06:07:08 GMT")
        let etag = try #require(response.header("ETag"))
        #expect(etag.hasPrefix("\"") && etag.hasSuffix("\"") && !etag.hasPrefix("W/"))
        #expect(try Loopback.get(server, "/pages/events.html").header("ETag") == etag)
        #expect(try Loopback.get(server, "/pages/nested/list.html").text == "<ul><li>한 항목</li></ul>")
        #expect(
            try Loopback.get(server, "/pages/data.json").header("Content-Type") == "application/json; charset=utf-8"
        )
        try directory.write("events.html", "<html>changed</html>")
        #expect(try Loopback.get(server, "/pages/events.html").header("ETag") != etag)
    }

    @Test("If-None-Match with the current ETag answers 304 without a body")
    func ifNoneMatch() throws {
        let (server, directory) = try pagesServer()
        defer { withExtendedLifetime(directory) { server.stop() } }
        let etag = try #require(try Loopback.get(server, "/pages/events.html").header("ETag"))
        let connection = try LoopbackConnection(port: server.port)
        try connection.request("/pages/events.html", headers: [("If-None-Match", "\"other\", \(etag)")])
        let cached = try connection.readResponse()
        #expect(cached.status == 304)
        #expect(cached.body.isEmpty)
        #expect(cached.header("ETag") == etag)
        // The connection is still usable: no stray body bytes were sent.
        try connection.request("/pages/events.html", headers: [("If-None-Match", "\"stale\"")])
        let fresh = try connection.readResponse()
        #expect(fresh.status == 200)
        #expect(fresh.text.hasPrefix("<html>"))
    }

    @Test(
        "If-Modified-Since answers 304 when the file is not newer",
        arguments: [
            ("Tue, 05 Mar 2024 06:07:08 GMT", 304),
            ("Wed, 06 Mar 2024 00:00:00 GMT", 304),
            ("Tue, 05 Mar 2024 06:07:07 GMT", 200),
            ("not a date", 200),
        ]
    )
    func ifModifiedSince(_ since: String, _ status: Int) throws {
        let (server, directory) = try pagesServer()
        defer { withExtendedLifetime(directory) { server.stop() } }
        let response = try Loopback.get(server, "/pages/events.html", headers: [("If-Modified-Since", since)])
        #expect(response.status == status)
        #expect(response.body.isEmpty == (status == 304))
    }

    @Test(
        "path traversal and odd paths are refused with 404",
        arguments: [
            "/pages/../etc/passwd", "/pages/%2e%2e/etc/passwd", "/pages/nested/../events.html",
            "/pages//etc/passwd", "/pages/%2Fetc%2Fpasswd", "/pages/./events.html", "/pages/", "/pages/nested",
            "/pages/missing.html", "/pages/..%5Cevents.html", "/pages/%00", "/pages/%zz",
        ]
    )
    func traversal(_ target: String) throws {
        let (server, directory) = try pagesServer()
        defer { withExtendedLifetime(directory) { server.stop() } }
        let response = try Loopback.get(server, target)
        #expect(response.status == 404)
        #expect(!response.text.contains("root:"))
    }

    @Test("without a pages directory every page is 404")
    func noDirectory() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        #expect(try Loopback.get(server, "/pages/events.html").status == 404)
    }
}
