import CommandKit
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
        let configuration = try command.configuration
        #expect(command.port == 8123)
        #expect(configuration.latencyMilliseconds == 25)
        #expect(configuration.pagesDirectory == "/tmp")
        #expect(
            configuration.faults == [
                MockFault(route: .naverImage, kind: .quota),
                MockFault(route: .kakaoVclip, times: 2, kind: .reset),
            ]
        )
        #expect(configuration.accepted(.naverClientID) == "mock-naver-id")
        #expect(configuration.accepted(.kakaoRESTKey) == "mock-kakao-key")
    }

    @Test("no flags: port 0, no latency, no faults")
    func defaults() throws {
        let command = try MockCommand.parse([])
        let configuration = try command.configuration
        #expect(command.port == 0)
        #expect(configuration.latencyMilliseconds == 0)
        #expect(configuration.faults.isEmpty)
        #expect(configuration.pagesDirectory == nil)
        #expect(!configuration.recordsRequests)
        #expect(configuration.now == nil)
        #expect(configuration.keys.isEmpty)
        #expect(configuration.accepted(.dataGoKrServiceKey) == "mock-data-go-kr-key")
    }

    @Test("--now fixes the portal clock, in either form and any offset; --key sets an accepted key by its variable")
    func portalFlags() throws {
        let configuration = try MockCommand.parse([
            "--now", "2024-12-10T14:30:00+09:00", "--key=DATA_GO_KR_SERVICE_KEY=ab+cd/ef==",
            "--key", "KAKAO_REST_API_KEY=k=1",
        ]).configuration
        #expect(configuration.now == Date(timeIntervalSince1970: 1_733_808_600))
        #expect(configuration.accepted(.dataGoKrServiceKey) == "ab+cd/ef==")
        #expect(configuration.accepted(.kakaoRESTKey) == "k=1")
        #expect(configuration.accepted(.naverClientID) == "mock-naver-id")
        for text in ["2024-12-10T05:30:00Z", "2024-12-10T05:30:00.000Z"] {
            let utc = try MockCommand.parse(["--now=\(text)"]).configuration
            #expect(utc.now == Date(timeIntervalSince1970: 1_733_808_600))
        }
    }

    @Test("the parsed --now and --key are what the portal routes answer with")
    func portalFlagsServe() throws {
        let configuration = try MockCommand.parse([
            "--now", "2024-12-10T14:30:00+09:00", "--key", "DATA_GO_KR_SERVICE_KEY=cli-key",
        ]).configuration
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

    /// Runs the tool's program on buffers; it stops serving as soon as it listens.
    private static func run(_ arguments: [String]) async -> (status: Int32, stdout: String, stderr: String) {
        let stdout = TextBuffer()
        let stderr = TextBuffer()
        let io = ProgramIO(
            variables: [:],
            stdout: stdout,
            stderr: stderr,
            terminal: TerminalCapabilities(isTTY: false, colorEnabled: false, width: 80),
            stderrIsTerminal: false
        )
        let status = await MockCommandLineTool.program(MockRunContext {}).run(arguments, io: io)
        return (status.rawValue, stdout.text, stderr.text)
    }

    @Test("--help wins and documents the fault syntax")
    func help() async {
        let run = await Self.run(["--port", "1", "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("--fault ROUTE[:OPTION]"))
        #expect(run.stdout.contains("retry-after=S"))
        #expect(run.stdout.contains("--now <time>"))
        #expect(run.stdout.contains("--key <VARIABLE=VALUE>"))
        for key in MockUpstream.allKeys {
            #expect(run.stdout.contains("\(key.variable)=\(key.defaultValue)"), "\(key.variable)")
        }
    }

    @Test("it says where it listens once ready, then serves until told to stop")
    func serves() async {
        let run = await Self.run(["--latency", "0"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("listening http://127.0.0.1:"))
        #expect(run.stderr.isEmpty)
    }

    @Test("--environment: before the listening line, an export line for every upstream's address and keys, quoted")
    func environment() async throws {
        let run = await Self.run(["--environment", "--key", "KAKAO_REST_API_KEY=it's $HOME"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let base = try #require(lines.last?.split(separator: " ").last.map(String.init))
        #expect(lines.last == "listening \(base)")
        var expected: [String] = []
        for upstream in MockUpstream.all {
            expected.append("export \(upstream.baseURLVariable)='\(base)'")
            for key in upstream.keys where key != .kakaoRESTKey {
                expected.append("export \(key.variable)='\(key.defaultValue)'")
            }
            if upstream.keys.contains(.kakaoRESTKey) {
                expected.append(#"export KAKAO_REST_API_KEY='it'\''s $HOME'"#)
            }
        }
        #expect(Array(lines.dropLast()) == expected)
    }

    @Test("without --environment, only the listening line")
    func noEnvironment() async {
        let run = await Self.run([])
        #expect(run.stdout.split(separator: "\n").count == 1)
    }

    @Test(
        "bad flags are usage errors",
        arguments: [
            ["--port"], ["--port", "70000"], ["--port", "x"], ["--latency", "-1"], ["--pages", "/nonexistent/dir"],
            ["--fault", "nope"], ["--verbose"], ["serve"], ["--now"], ["--now", "yesterday"], ["--now", "2024-12-10"],
            ["--now=2024-12-10T14:30:00"], ["--now", "2024-13-10T14:30:00Z"], ["--key"],
            ["--key", "DATA_GO_KR_SERVICE_KEY="], ["--key", "DATA_GO_KR_SERVICE_KEY"], ["--key", "NOT_A_KEY=x"],
            ["--key", "=x"], ["--data-go-kr-key", "x"], ["--seed", "2"],
        ]
    )
    func badFlags(_ arguments: [String]) {
        #expect(throws: UsageError.self) { try MockCommand.parse(arguments) }
    }

    @Test("the tool exits 64 on bad flags, with one error line")
    func exitCode() async {
        let bogus = await Self.run(["--bogus"])
        #expect(bogus.status == 64)
        #expect(bogus.stderr.hasPrefix("mock-api: error: unknown option '--bogus'"))
        let soon = await Self.run(["--now", "soon"])
        #expect(soon.status == 64)
        #expect(soon.stderr.contains("'soon' is not an ISO 8601 time"))
        let unknownKey = await Self.run(["--key", "NAVER_KEY=secret-4471"])
        #expect(unknownKey.status == 64)
        #expect(unknownKey.stderr.contains("no route checks a key named 'NAVER_KEY'; use one of NAVER_CLIENT_ID,"))
        #expect(!unknownKey.stderr.contains("secret-4471"))
    }
}
