import Foundation
import MockAPI
import Testing

@Suite("mock-api command line")
struct MockCommandTests {
    @Test("flags in both forms build the configuration")
    func flags() throws {
        let command = try MockCommand.parse([
            "--port", "8123", "--latency=25", "--pages", "/tmp",
            "--fault", "naver-image:quota", "--fault=kakao-vclip:reset:times=2",
        ])
        guard case .serve(let port, let configuration) = command else {
            Issue.record("expected serve, got \(command)")
            return
        }
        #expect(port == 8123)
        #expect(configuration.latencyMilliseconds == 25)
        #expect(configuration.pagesDirectory == "/tmp")
        #expect(
            configuration.faults == [
                MockFault(route: .naverImage, kind: .quota),
                MockFault(route: .kakaoVclip, times: 2, kind: .reset),
            ]
        )
        #expect(configuration.naverClientID == "mock-naver-id")
        #expect(configuration.kakaoRESTKey == "mock-kakao-key")
    }

    @Test("no flags: port 0, no latency, no faults")
    func defaults() throws {
        guard case .serve(let port, let configuration) = try MockCommand.parse([]) else {
            Issue.record("expected serve")
            return
        }
        #expect(port == 0)
        #expect(configuration.latencyMilliseconds == 0)
        #expect(configuration.faults.isEmpty)
        #expect(configuration.pagesDirectory == nil)
        #expect(!configuration.recordsRequests)
        #expect(configuration.now == nil)
        #expect(configuration.dataGoKrServiceKey == "mock-data-go-kr-key")
    }

    @Test("--now fixes the portal clock, in either form and any offset; --data-go-kr-key sets the accepted key")
    func portalFlags() throws {
        let command = try MockCommand.parse(["--now", "2024-12-10T14:30:00+09:00", "--data-go-kr-key=ab+cd/ef=="])
        guard case .serve(_, let configuration) = command else {
            Issue.record("expected serve, got \(command)")
            return
        }
        #expect(configuration.now == Date(timeIntervalSince1970: 1_733_808_600))
        #expect(configuration.dataGoKrServiceKey == "ab+cd/ef==")
        for text in ["2024-12-10T05:30:00Z", "2024-12-10T05:30:00.000Z"] {
            guard case .serve(_, let utc) = try MockCommand.parse(["--now=\(text)"]) else {
                Issue.record("expected serve")
                return
            }
            #expect(utc.now == Date(timeIntervalSince1970: 1_733_808_600))
        }
    }

    @Test("the parsed --now and --data-go-kr-key are what the portal routes answer with")
    func portalFlagsServe() throws {
        guard
            case .serve(_, let configuration) = try MockCommand.parse([
                "--now", "2024-12-10T14:30:00+09:00", "--data-go-kr-key", "cli-key",
            ])
        else {
            Issue.record("expected serve")
            return
        }
        let server = try MockServer.start(configuration)
        defer { server.stop() }
        let path = "/1360000/VilageFcstInfoService_2.0/getUltraSrtNcst?base_date=20241210&nx=60&ny=127&dataType=JSON"
        // 14:00 is published at 14:10, before the fixed 14:30; 15:00 is not yet.
        let published = try Loopback.get(server, path + "&base_time=1400&serviceKey=cli-key")
        #expect(published.text.contains(#""resultCode":"00""#))
        let future = try Loopback.get(server, path + "&base_time=1500&serviceKey=cli-key")
        #expect(future.text.contains(#""resultCode":"03""#))
        let defaultKey = try Loopback.get(server, path + "&base_time=1400&serviceKey=mock-data-go-kr-key")
        #expect(defaultKey.text.contains("<returnReasonCode>30</returnReasonCode>"))
    }

    @Test("--help wins and documents the fault syntax")
    func help() throws {
        guard case .help = try MockCommand.parse(["--port", "1", "--help"]) else {
            Issue.record("expected help")
            return
        }
        #expect(MockCommand.usage.contains("--fault ROUTE[:OPTION]"))
        #expect(MockCommand.usage.contains("retry-after=S"))
        #expect(MockCommand.usage.contains("[--now ISO8601] [--data-go-kr-key KEY]"))
        #expect(MockCommand.usage.contains("--now T "))
        #expect(MockCommand.usage.contains("--data-go-kr-key KEY\n"))
    }

    @Test(
        "bad flags are usage errors",
        arguments: [
            ["--port"], ["--port", "70000"], ["--port", "x"], ["--latency", "-1"], ["--pages", "/nonexistent/dir"],
            ["--fault", "nope"], ["--verbose"], ["serve"], ["--now"], ["--now", "yesterday"], ["--now", "2024-12-10"],
            ["--now=2024-12-10T14:30:00"], ["--now", "2024-13-10T14:30:00Z"], ["--data-go-kr-key"],
            ["--data-go-kr-key="],
        ]
    )
    func badFlags(_ arguments: [String]) {
        #expect(throws: MockUsageError.self) { try MockCommand.parse(arguments) }
    }

    @Test("the tool exits 64 on bad flags")
    func exitCode() {
        #expect(MockCommandLineTool.run(arguments: ["--bogus"]) == MockCommandLineTool.usageExitCode)
        #expect(MockCommandLineTool.run(arguments: ["--now", "soon"]) == MockCommandLineTool.usageExitCode)
        #expect(MockCommandLineTool.usageExitCode == 64)
    }
}
