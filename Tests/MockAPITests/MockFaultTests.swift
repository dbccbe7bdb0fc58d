import Foundation
import MockAPI
import TestSupport
import Testing

@Suite("Injected faults")
struct MockFaultTests {
    private func server(_ specifications: String...) throws -> MockServer {
        try MockServer.start(MockConfiguration(faults: specifications.map { try MockFault(specification: $0) }))
    }

    @Test("status=500 answers in each upstream's error format")
    func status500() throws {
        let server = try server("naver-image:status=500", "kakao-image:status=503", "kakao-vclip:status=500")
        defer { server.stop() }
        let naver = try Loopback.naver(server, "cat")
        #expect(naver.status == 500)
        #expect(naver.text == #"{"errorMessage":"System Error (시스템 에러)","errorCode":"SE99"}"#)
        let image = try Loopback.kakao(server, "image", "cat")
        #expect(image.status == 503)
        #expect(try image.decode(UpstreamBody.KakaoError.self).errorType == "ServiceUnavailable")
        let video = try Loopback.kakao(server, "vclip", "cat")
        #expect(video.status == 500)
        #expect(try video.decode(UpstreamBody.KakaoError.self).errorType == "InternalServerError")
    }

    @Test("page= limits a fault to that page (Naver page from start and display)")
    func pageMatch() throws {
        let server = try server("kakao-image:page=3:status=500", "naver-image:page=2:status=502")
        defer { server.stop() }
        #expect(try Loopback.kakao(server, "image", "cat", "page=2&size=10").status == 200)
        #expect(try Loopback.kakao(server, "image", "cat", "page=3&size=10").status == 500)
        #expect(try Loopback.kakao(server, "vclip", "cat", "page=3&size=10").status == 200)
        #expect(try Loopback.naver(server, "cat", "start=1&display=10").status == 200)
        #expect(try Loopback.naver(server, "cat", "start=11&display=10").status == 502)
        #expect(try Loopback.naver(server, "cat", "start=20&display=10").status == 502)
        #expect(try Loopback.naver(server, "cat", "start=21&display=10").status == 200)
    }

    @Test("times= applies a fault to the first N matching requests only")
    func times() throws {
        let server = try server("kakao-image:times=2:status=500")
        defer { server.stop() }
        #expect(try Loopback.kakao(server, "vclip", "cat").status == 200)
        #expect(try Loopback.kakao(server, "image", "cat").status == 500)
        #expect(try Loopback.kakao(server, "image", "cat").status == 500)
        #expect(try Loopback.kakao(server, "image", "cat").status == 200)
    }

    @Test("retry-after gives 429 with Retry-After in the upstream's throttle format")
    func retryAfter() throws {
        let server = try server("kakao-image:retry-after=1:times=1", "naver-image:retry-after=7")
        defer { server.stop() }
        let first = try Loopback.kakao(server, "image", "cat")
        #expect(first.status == 429)
        #expect(first.header("Retry-After") == "1")
        #expect(first.text == #"{"errorType":"RequestThrottled","message":"API limit has been exceeded."}"#)
        #expect(try Loopback.kakao(server, "image", "cat").status == 200)
        let naver = try Loopback.naver(server, "cat")
        #expect(naver.status == 429)
        #expect(naver.header("Retry-After") == "7")
        #expect(try naver.decode(UpstreamBody.NaverError.self).errorCode == "012")
    }

    @Test("quota forms: Naver 010 and 012, Kakao RequestThrottled and the old code -10")
    func quotas() throws {
        let server = try server(
            "naver-image:page=1:quota",
            "naver-image:rate",
            "kakao-image:quota",
            "kakao-vclip:legacy-quota"
        )
        defer { server.stop() }
        let daily = try Loopback.naver(server, "cat")
        #expect(daily.status == 429)
        #expect(
            daily.text
                == #"{"errorMessage":"{count/quota=10039/10000} : Query limit exceeded. (쿼리 한도를 초과했습니다.)","errorCode":"010"}"#
        )
        let rate = try Loopback.naver(server, "cat", "start=11")
        #expect(rate.status == 429)
        #expect(try rate.decode(UpstreamBody.NaverError.self).errorMessage == "Rate limit exceeded. (속도 제한을 초과했습니다.)")
        let kakao = try Loopback.kakao(server, "image", "cat")
        #expect(kakao.status == 429)
        #expect(try kakao.decode(UpstreamBody.KakaoError.self).errorType == "RequestThrottled")
        let legacy = try Loopback.kakao(server, "vclip", "cat")
        #expect(legacy.status == 400)
        #expect(legacy.text == #"{"code":-10,"msg":"API limit has been exceeded."}"#)
    }

    @Test("forbidden: Naver 403")
    func forbidden() throws {
        let server = try server("naver-image:forbidden")
        defer { server.stop() }
        let response = try Loopback.naver(server, "cat")
        #expect(response.status == 403)
        #expect(try response.decode(UpstreamBody.NaverError.self).errorCode == "024")
    }

    @Test("reset: the connection ends without an answer, then the server goes on")
    func reset() throws {
        let server = try server("kakao-vclip:reset:times=1")
        defer { server.stop() }
        #expect(throws: LoopbackClientError.noResponse) { try Loopback.kakao(server, "vclip", "cat") }
        #expect(try Loopback.kakao(server, "vclip", "cat").status == 200)
    }

    @Test("truncate: Content-Length promises more than arrives before the close")
    func truncated() throws {
        let server = try server("kakao-image:truncate")
        defer { server.stop() }
        let complete = try Loopback.kakao(server, "vclip", "cat")
        #expect(complete.status == 200)
        do {
            _ = try Loopback.kakao(server, "image", "cat", "size=10")
            Issue.record("expected a truncated body")
        } catch LoopbackClientError.truncatedBody(let announced, let received) {
            #expect(received < announced)
            #expect(received > 0)
        }
    }

    @Test("malformed: 200 with JSON that does not parse")
    func malformed() throws {
        let server = try server("naver-image:malformed", "kakao-image:malformed")
        defer { server.stop() }
        for response in [try Loopback.naver(server, "cat"), try Loopback.kakao(server, "image", "cat")] {
            #expect(response.status == 200)
            #expect(!response.body.isEmpty)
            #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: Data(response.body)) }
        }
    }

    @Test("delay: the answer comes late but whole")
    func delay() throws {
        let server = try server("naver-image:delay=200")
        defer { server.stop() }
        let clock = ContinuousClock()
        let started = clock.now
        let response = try Loopback.naver(server, "cat")
        #expect(clock.now - started >= .milliseconds(200))
        #expect(response.status == 200)
        #expect(try response.decode(UpstreamBody.NaverImagePage.self).items.count == 10)
    }

    @Test("any matches every route; pages faults answer HTML")
    func anyRoute() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.html", "<p>hi</p>")
        let server = try MockServer.start(
            MockConfiguration(
                faults: [
                    MockFault(route: .pages, times: 1, kind: .status(500)), MockFault(route: .any, kind: .status(502)),
                ],
                pagesDirectory: directory.path
            )
        )
        defer { withExtendedLifetime(directory) { server.stop() } }
        let page = try Loopback.get(server, "/pages/a.html")
        #expect(page.status == 500)
        #expect(page.header("Content-Type") == "text/html; charset=utf-8")
        #expect(try Loopback.get(server, "/pages/a.html").status == 502)
        #expect(try Loopback.naver(server, "cat").status == 502)
        #expect(try Loopback.get(server, "/status/200").status == 502)
    }

    @Test(
        "fault specifications parse",
        arguments: [
            ("kakao-image:page=3:status=500", MockFault(route: .kakaoImage, page: 3, kind: .status(500))),
            ("naver-image:quota", MockFault(route: .naverImage, kind: .quota)),
            ("kakao-vclip:reset", MockFault(route: .kakaoVclip, kind: .reset)),
            (
                "kakao-image:retry-after=1:times=1",
                MockFault(route: .kakaoImage, times: 1, kind: .retryAfter(seconds: 1))
            ),
            ("naver-image:delay=300", MockFault(route: .naverImage, kind: .delay(milliseconds: 300))),
            ("pages:truncate", MockFault(route: .pages, kind: .truncatedBody)),
            ("any:malformed:times=4", MockFault(route: .any, times: 4, kind: .malformedBody)),
            ("naver-image:forbidden", MockFault(route: .naverImage, kind: .status(403))),
            ("naver-image:rate", MockFault(route: .naverImage, kind: .rateLimit)),
            ("kakao-image:legacy-quota", MockFault(route: .kakaoImage, kind: .legacyQuota)),
        ]
    )
    func specifications(_ text: String, _ expected: MockFault) throws {
        #expect(try MockFault(specification: text) == expected)
    }

    @Test(
        "bad fault specifications are refused",
        arguments: [
            "", "bing:status=500", "naver-image", "naver-image:status=200", "naver-image:status=abc",
            "naver-image:page=0:reset", "naver-image:reset:quota", "naver-image:explode", "kakao-image:times=-1:reset",
            "naver-image:quota=3",
        ]
    )
    func badSpecifications(_ text: String) {
        #expect(throws: MockUsageError.self) { try MockFault(specification: text) }
    }

    @Test("the fault routes are the registered routes' names, each once and in order, then any")
    func routeNames() {
        let today = [
            "naver-image", "kakao-image", "kakao-vclip", "kakao-local", "airkorea-nearby", "airkorea-dong",
            "airkorea-station", "airkorea-province", "kma-village", "kma-nowcast", "kma-ultra-short", "kma-uv",
            "pages", "any",
        ]
        let names = MockFaultRoute.allCases.map(\.rawValue)
        #expect(names.filter(today.contains) == today, "today's routes, in table order, whatever joins them")
        #expect(Set(names).count == names.count && names.last == "any")
        #expect(names.allSatisfy { MockFaultRoute(rawValue: $0)?.rawValue == $0 })
        #expect(MockFaultRoute(rawValue: "status") == nil)
        #expect(throws: MockUsageError("fault 'bing:reset': route must be one of \(names.joined(separator: ", "))")) {
            try MockFault(specification: "bing:reset")
        }
        #expect(MockFault.specificationHelp.contains("ROUTE:  \(names.joined(separator: " | "))\n"))
    }
}
