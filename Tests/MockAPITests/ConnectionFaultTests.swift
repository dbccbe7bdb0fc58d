import CommandKit
import Foundation
import MockAPI
import Testing

@Suite("Connection faults: hang, stall, reset mid-body, redirect, random")
struct ConnectionFaultTests {
    private func server(_ specifications: String...) throws -> MockServer {
        try MockServer.start(MockConfiguration(faults: specifications.map { try MockFault(specification: $0) }))
    }

    @Test("hang: the request is read and never answered; other connections are served")
    func hang() throws {
        let server = try server("kakao-image:hang")
        defer { server.stop() }
        let hanging = try LoopbackConnection(port: server.port)
        try hanging.request("/v2/search/image?query=cat", headers: Loopback.kakaoAuth)
        #expect(try Loopback.kakao(server, "vclip", "cat").status == 200)
        #expect(hanging.isQuiet(milliseconds: 300))
        #expect(server.requestCount(pathPrefix: "/v2/search/image") == 1)
    }

    @Test("stall: the head and half the body arrive, then the connection stays open and silent")
    func stall() throws {
        let server = try server("naver-image:stall")
        defer { server.stop() }
        let connection = try LoopbackConnection(port: server.port)
        try connection.request("/v1/search/image?query=cat", headers: Loopback.naverAuth)
        let received = try connection.drain(quietMilliseconds: 300)
        let text = String(decoding: received, as: UTF8.self)
        let parts = text.components(separatedBy: "\r\n\r\n")
        #expect(parts[0].hasPrefix("HTTP/1.1 200"))
        let announced = parts[0].components(separatedBy: "\r\n")
            .first { $0.hasPrefix("Content-Length: ") }.flatMap { Int($0.dropFirst(16)) }
        let body = received.count - parts[0].utf8.count - 4
        #expect(body > 0)
        #expect(body < (announced ?? 0))
        #expect(connection.isQuiet(milliseconds: 200))
    }

    @Test("reset-mid-body: half the announced body, then the connection breaks")
    func resetMidBody() throws {
        let server = try server("kakao-vclip:reset-mid-body:times=1")
        defer { server.stop() }
        do {
            _ = try Loopback.kakao(server, "vclip", "cat")
            Issue.record("expected a cut body")
        } catch LoopbackClientError.truncatedBody(let announced, let received) {
            #expect(received > 0)
            #expect(received < announced)
        }
        #expect(try Loopback.kakao(server, "vclip", "cat").status == 200)
    }

    @Test("redirect-301 and redirect-302 point at the same target on another loopback port")
    func redirects() throws {
        let server = try server("naver-image:redirect-301=4567", "kakao-image:redirect-302=4568")
        defer { server.stop() }
        let moved = try Loopback.naver(server, "cat", "display=5")
        #expect(moved.status == 301)
        #expect(moved.header("Location") == "http://127.0.0.1:4567/v1/search/image?query=cat&display=5")
        let found = try Loopback.kakao(server, "image", "dog")
        #expect(found.status == 302)
        #expect(found.header("Location") == "http://127.0.0.1:4568/v2/search/image?query=dog")
    }

    @Test("random faults: the same seed gives the same statuses; rate 0 gives none")
    func randomFaults() throws {
        func statuses(rate: Double, seed: UInt64) throws -> [Int] {
            let server = try MockServer.start(MockConfiguration(randomFaults: MockRandomFaults(rate: rate, seed: seed)))
            defer { server.stop() }
            return (0..<40).map { _ in
                do {
                    return try Loopback.kakao(server, "image", "cat").status
                } catch {
                    return -1
                }
            }
        }
        let first = try statuses(rate: 0.5, seed: 7)
        #expect(first == (try statuses(rate: 0.5, seed: 7)))
        #expect(first.contains(200))
        #expect(first.contains { $0 != 200 })
        #expect(try statuses(rate: 0, seed: 7).allSatisfy { $0 == 200 })
    }

    @Test("random-fault flags parse; --seed without --fault-rate is refused")
    func randomFaultFlags() throws {
        let configuration = try MockCommand.parse(["--fault-rate", "0.1", "--seed", "42"]).configuration
        #expect(configuration.randomFaults == MockRandomFaults(rate: 0.1, seed: 42))
        #expect(throws: UsageError.self) { try MockCommand.parse(["--seed", "4"]) }
        #expect(throws: UsageError.self) { try MockCommand.parse(["--fault-rate", "1.5"]) }
    }
}
