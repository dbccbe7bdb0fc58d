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
        #expect(configuration.faults == [
            MockFault(route: .naverImage, kind: .quota),
            MockFault(route: .kakaoVclip, times: 2, kind: .reset),
        ])
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
    }

    @Test("--help wins and documents the fault syntax")
    func help() throws {
        guard case .help = try MockCommand.parse(["--port", "1", "--help"]) else {
            Issue.record("expected help")
            return
        }
        #expect(MockCommand.usage.contains("--fault ROUTE[:OPTION]"))
        #expect(MockCommand.usage.contains("retry-after=S"))
    }

    @Test("bad flags are usage errors", arguments: [
        ["--port"], ["--port", "70000"], ["--port", "x"], ["--latency", "-1"], ["--pages", "/nonexistent/dir"],
        ["--fault", "nope"], ["--verbose"], ["serve"],
    ])
    func badFlags(_ arguments: [String]) {
        #expect(throws: MockUsageError.self) { try MockCommand.parse(arguments) }
    }

    @Test("the tool exits 64 on bad flags")
    func exitCode() {
        #expect(MockCommandLineTool.run(arguments: ["--bogus"]) == MockCommandLineTool.usageExitCode)
    }
}
