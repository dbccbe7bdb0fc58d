import Foundation
import TestSupport
import Testing

/// Answers a hostile upstream sends: numbers past 64 bits, echoed keys, redirects.
@Suite("qsearch against hostile upstreams: no crash, no leaked key, clear errors")
struct HostileUpstreamTests {
    private static let naverPage = """
        {"total":1e19,"start":1e300,"display":-1e19,"items":[
        {"title":"big 1","link":"https://example.com/n1.jpg","thumbnail":"https://example.com/n1t.jpg","sizewidth":1e19,"sizeheight":"99999999999999999999"},
        {"title":"big 2","link":"https://example.com/n2.jpg","thumbnail":"https://example.com/n2t.jpg","sizewidth":-1e19,"sizeheight":480}]}
        """
    private static let kakaoPage = """
        {"meta":{"total_count":1e19,"pageable_count":-1e300,"is_end":true},"documents":[
        {"image_url":"https://example.com/k1.jpg","thumbnail_url":"https://example.com/k1t.jpg","doc_url":"https://example.com/k1",
         "width":1e300,"height":1e19,"display_sitename":"big","datetime":"2024-01-02T03:04:05.000+09:00"}]}
        """

    @Test(
        "One source sends numbers past 64 bits: both sources' results stand, the bad fields are null",
        arguments: ["naver", "kakao"]
    )
    func hugeNumbers(hostile: String) async throws {
        let sandbox = try QSearchSandbox()
        let body = hostile == "naver" ? Self.naverPage : Self.kakaoPage
        let upstream = try ScriptedLoopbackServer(.closing(status: "200 OK", body: body))
        var environment = sandbox.environment
        environment[hostile == "naver" ? "QSEARCH_NAVER_URL" : "QSEARCH_KAKAO_URL"] = upstream.baseURL
        let run = try await sandbox.qsearch(["images", "big n=5", "--json", "--limit", "5"], environment: environment)

        #expect(run.status == 0, Comment(rawValue: run.stderr))
        let items = try #require(try run.jsonObject()["items"] as? [[String: Any]])
        let hostileItems = items.filter { ($0["source"] as? String)?.hasPrefix(hostile) == true }
        let healthyItems = items.filter { ($0["source"] as? String)?.hasPrefix(hostile) == false }
        #expect(!hostileItems.isEmpty)
        #expect(!healthyItems.isEmpty)
        #expect(hostileItems.allSatisfy { $0["width"] is NSNull })
    }

    /// A 400 whose message repeats the request's credential headers, in the upstream's format.
    private static func echo(_ head: String, kakao: Bool) -> ScriptedLoopbackServer.Reply {
        let echoed = head.components(separatedBy: "\r\n")
            .filter { $0.lowercased().hasPrefix("x-naver") || $0.lowercased().hasPrefix("authorization") }
            .joined(separator: ", ")
        let object: [String: String] =
            kakao
            ? ["errorType": "InvalidArgument", "message": "you sent: \(echoed)"]
            : ["errorMessage": "you sent: \(echoed)", "errorCode": "SE01"]
        let body =
            (try? JSONSerialization.data(withJSONObject: object)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return .closing(status: "400 Bad Request", body: body)
    }

    @Test("An upstream echoing the request headers in a 400: no key on stderr, in --json, history or cache")
    func echoedKeys() async throws {
        let sandbox = try QSearchSandbox()
        let upstream = try ScriptedLoopbackServer { head in
            Self.echo(head, kakao: head.contains("/v2/search/"))
        }
        var bothEcho = sandbox.environment
        bothEcho["QSEARCH_NAVER_URL"] = upstream.baseURL
        bothEcho["QSEARCH_KAKAO_URL"] = upstream.baseURL
        var naverEchoes = sandbox.environment
        naverEchoes["QSEARCH_NAVER_URL"] = upstream.baseURL

        let plain = try await sandbox.qsearch(["images", "echo n=5"], environment: bothEcho)
        let json = try await sandbox.qsearch(["images", "echo n=5", "--json"], environment: bothEcho)
        let partial = try await sandbox.qsearch(["images", "echo n=5", "--json"], environment: naverEchoes)
        let history = try await sandbox.qsearch(["history", "--json"], environment: bothEcho)

        #expect(plain.status == 76, Comment(rawValue: plain.stderr))
        #expect(plain.stderrLines.count == 2)
        #expect(
            plain.stderrLines.allSatisfy {
                $0.hasPrefix("qsearch: error: ") && $0.contains("[redacted]") && $0.count < 400
            }
        )
        #expect(json.status == 76)
        let sources = try #require(try json.jsonObject()["sources"] as? [String: [String: Any]])
        let messages = sources.values.compactMap { ($0["error"] as? [String: Any])?["message"] as? String }
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.contains("[redacted]") })
        #expect(partial.status == 2)
        #expect(history.status == 0)

        for run in [plain, json, partial, history] {
            for secret in QSearchSandbox.secrets {
                #expect(!run.stdout.contains(secret))
                #expect(!run.stderr.contains(secret))
            }
        }
        let files = sandbox.files()
        #expect(!files.isEmpty)
        for file in files {
            for secret in QSearchSandbox.secrets {
                #expect(file.bytes.range(of: Data(secret.utf8)) == nil, "\(file.path) holds a key")
            }
        }
    }

    @Test("Every source answers a redirect: one error line each, exit 76, the redirect is not followed")
    func redirects() async throws {
        let sandbox = try QSearchSandbox()
        let upstream = try ScriptedLoopbackServer(
            .closing(
                status: "302 Found",
                contentType: "text/html",
                body: "moved",
                extraFields: ["Location: \(sandbox.server.baseURL)/v1/search/image"]
            )
        )
        var environment = sandbox.environment
        environment["QSEARCH_NAVER_URL"] = upstream.baseURL
        environment["QSEARCH_KAKAO_URL"] = upstream.baseURL
        let run = try await sandbox.qsearch(["images", "moved n=5"], environment: environment)

        #expect(run.status == 76, Comment(rawValue: run.stderr))
        #expect(run.stdout.isEmpty)
        #expect(run.stderrLines.count == 2)
        #expect(run.stderrLines.allSatisfy { $0.hasPrefix("qsearch: error: ") && $0.contains("redirect") })
        #expect(sandbox.upstreamRequestCount == 0)
    }
}
