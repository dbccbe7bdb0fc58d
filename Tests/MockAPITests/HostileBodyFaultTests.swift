import Foundation
import MockAPI
import TestSupport
import Testing

@Suite("Hostile bodies: HTML, empty, wrong types, huge numbers, bad UTF-8, size, gzip bomb, echoes, errors")
struct HostileBodyFaultTests {
    private func server(_ specifications: String...) throws -> MockServer {
        try MockServer.start(MockConfiguration(faults: specifications.map { try MockFault(specification: $0) }))
    }

    private func object(_ response: LoopbackResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
    }

    @Test("html and empty: 200 with a web page, 200 with nothing")
    func htmlAndEmpty() throws {
        let server = try server("naver-image:html", "kakao-image:empty")
        defer { server.stop() }
        let page = try Loopback.naver(server, "cat")
        #expect(page.status == 200)
        #expect(page.header("Content-Type") == "text/html; charset=utf-8")
        #expect(page.text.hasPrefix("<!DOCTYPE html>"))
        let empty = try Loopback.kakao(server, "image", "cat")
        #expect(empty.status == 200)
        #expect(empty.body.isEmpty)
    }

    @Test("wrong-types: strings where arrays and numbers belong")
    func wrongTypes() throws {
        let server = try server("naver-image:wrong-types", "kakao-vclip:wrong-types")
        defer { server.stop() }
        let naver = try object(try Loopback.naver(server, "cat"))
        #expect(naver["items"] as? String == "none")
        #expect(naver["total"] as? String == "many")
        let kakao = try object(try Loopback.kakao(server, "vclip", "cat"))
        #expect(kakao["documents"] as? String == "none")
    }

    @Test("numbers=1e19 replaces every number and digit string, keys and shape kept")
    func hugeNumbers() throws {
        let server = try server("naver-image:numbers=1e19", "kakao-image:numbers=-1e19")
        defer { server.stop() }
        let naver = try Loopback.naver(server, "cat")
        let page = try object(naver)
        #expect(naver.text.contains(#""total":1e19"#))
        #expect(naver.text.contains(#""sizewidth":"1e19""#))
        #expect((page["items"] as? [Any])?.count == 10)
        let kakao = try Loopback.kakao(server, "image", "cat")
        #expect(kakao.text.contains(#""width":-1e19"#))
        #expect(kakao.text.contains(#""total_count":-1e19"#))
        #expect(!kakao.text.contains(#""width":1"#))
        #expect(throws: MockUsageError.self) { try MockFault(specification: "naver-image:numbers=12abc") }
    }

    @Test("invalid-utf8 puts non-UTF-8 bytes in every string value but no key")
    func invalidUTF8() throws {
        let server = try server("kakao-vclip:invalid-utf8")
        defer { server.stop() }
        let response = try Loopback.kakao(server, "vclip", "cat")
        #expect(response.status == 200)
        #expect(String(validating: response.body, as: UTF8.self) == nil)
        #expect(response.text.contains(#""documents":["#))
        #expect(response.body.count(where: { $0 == 0xFF }) >= 10)
    }

    @Test("big-body pads the normal answer to the size asked, still JSON")
    func bigBody() throws {
        let server = try server("kakao-image:big-body=300000")
        defer { server.stop() }
        let response = try Loopback.kakao(server, "image", "cat")
        #expect(response.body.count == 300_000)
        #expect((try object(response)["documents"] as? [Any])?.isEmpty == false)
    }

    @Test("gzip-bomb: a valid gzip stream inflating to the size asked, all zeros")
    func gzipBomb() throws {
        let server = try server("naver-image:gzip-bomb=3")
        defer { server.stop() }
        let response = try Loopback.naver(server, "cat")
        #expect(response.header("Content-Encoding") == "gzip")
        #expect(response.body.count < 25_000)
        let directory = try TemporaryDirectory()
        let path = directory.path + "/bomb.gz"
        try Data(response.body).write(to: URL(fileURLWithPath: path))
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/bin/sh")
        gzip.arguments = [
            "-c",
            "gzip -dc \"$0\" | od -An -v -tu1 | tr -s ' \\n' '\\n' | sort -u | tr '\\n' ' '; gzip -dc \"$0\" | wc -c",
            path,
        ]
        let output = Pipe()
        gzip.standardOutput = output
        try gzip.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        gzip.waitUntilExit()
        #expect(gzip.terminationStatus == 0)
        #expect(text.split(whereSeparator: { $0 == " " || $0 == "\n" }) == ["0", "3145728"])
    }

    @Test("echo-headers: a 400 whose message repeats the request's headers, credentials included")
    func echoHeaders() throws {
        let server = try server("naver-image:echo-headers", "kakao-image:echo-headers")
        defer { server.stop() }
        let naver = try Loopback.naver(server, "cat")
        #expect(naver.status == 400)
        #expect(
            (try object(naver)["errorMessage"] as? String)?.contains("X-Naver-Client-Secret: mock-naver-secret") == true
        )
        let kakao = try Loopback.kakao(server, "image", "cat")
        #expect(kakao.status == 400)
        #expect((try object(kakao)["message"] as? String)?.contains("Authorization: KakaoAK mock-kakao-key") == true)
    }

    @Test("retry-after=99999 and retry-after-date give 429 with those Retry-After forms")
    func retryAfterForms() throws {
        let server = try server("naver-image:retry-after=99999", "kakao-image:retry-after-date=3600")
        defer { server.stop() }
        #expect(try Loopback.naver(server, "cat").header("Retry-After") == "99999")
        let dated = try Loopback.kakao(server, "image", "cat")
        #expect(dated.status == 429)
        #expect(dated.header("Retry-After")?.hasSuffix(" GMT") == true)
    }

    @Test(
        "error=NAME answers each documented error body with its status",
        arguments: DocumentedUpstreamError.cases(naver: true) + DocumentedUpstreamError.cases(naver: false)
    )
    func documented(_ error: DocumentedUpstreamError) throws {
        let route = error.rawValue.hasPrefix("naver-") ? "naver-image" : "kakao-image"
        let server = try server("\(route):error=\(error.rawValue)")
        defer { server.stop() }
        let response =
            route == "naver-image" ? try Loopback.naver(server, "cat") : try Loopback.kakao(server, "image", "cat")
        #expect(response.status == error.status)
        #expect((400...599).contains(response.status))
        let body = try object(response)
        #expect(body["errorCode"] != nil || body["errorType"] != nil || body["code"] != nil)
    }
}
