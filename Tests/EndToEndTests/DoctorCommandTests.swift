import Foundation
import QuickSearchData
import Testing

/// `qsearch doctor` and `devevents doctor` as users run them: exit codes, one line per check,
/// the `--json` shape, `--fields`, and no key anywhere in the output.
@Suite("doctor end to end")
struct DoctorCommandTests {
    /// The config file, then the catalog's key checks and probes, then the store and the cache
    /// (`UpstreamCatalogTests` pins today's names and order).
    static let checkNames =
        ["config"] + UpstreamCatalog.qsearch.compactMap(\.keys?.checkName)
        + UpstreamCatalog.qsearch.flatMap(\.probes).map(\.name) + ["store", "cache", "archive"]
    /// The checks that only warn without keys: each keyed upstream's key check and its probes.
    static let keyedCheckCount = UpstreamCatalog.qsearch.filter { $0.keys != nil }.map { 1 + $0.probes.count }
        .reduce(0, +)

    static func doctor(
        _ sandbox: QSearchSandbox,
        _ arguments: [String],
        environment: [String: String]? = nil
    ) async throws -> ProcessResult {
        let base = environment ?? sandbox.environment
        return try await sandbox.qsearch(
            ["doctor"] + arguments,
            environment: base.merging(["QSEARCH_NOW": DustCommandTests.now]) { $1 }
        )
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("every check passes against the mock: one line per check, exit 0, nothing created")
    func allPass() async throws {
        let sandbox = try QSearchSandbox(now: DustCommandTests.nowDate)
        let run = try await Self.doctor(sandbox, [])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == Self.checkNames.count)
        for (line, name) in zip(lines, Self.checkNames) {
            #expect(line.hasPrefix("ok      \(name) "), "\(line)")
        }
        #expect(run.stderr == "\(Self.checkNames.count) ok, 0 warnings, 0 failed\n")
        #expect(sandbox.files().isEmpty)
    }

    @Test("--json: ok and one record per check with every documented key; --jsonl one per line; --fields picks")
    func json() async throws {
        let sandbox = try QSearchSandbox(now: DustCommandTests.nowDate)
        let document = try Self.json(try await Self.doctor(sandbox, ["--json"]).stdout)
        #expect(document["ok"] as? Bool == true)
        let checks = try #require(document["checks"] as? [[String: Any]])
        #expect(checks.map { $0["name"] as? String } == Self.checkNames)
        for check in checks {
            #expect(Set(check.keys) == ["name", "status", "detail", "fix", "path", "bytes"])
            #expect(check["status"] as? String == "ok")
        }
        let lines = try await Self.doctor(sandbox, ["--jsonl"]).stdout.split(separator: "\n")
        #expect(lines.count == Self.checkNames.count)
        let picked = try await Self.doctor(sandbox, ["--fields", "name,status"])
        #expect(picked.status == 0)
        let pickedChecks = try #require(try Self.json(picked.stdout)["checks"] as? [[String: Any]])
        #expect(pickedChecks.allSatisfy { Set($0.keys) == ["name", "status"] })
        let unknown = try await Self.doctor(sandbox, ["--fields", "name,secret"])
        #expect(unknown.status == 64)
        #expect(
            unknown.stderr
                == "qsearch: error: unknown field 'secret' for --fields; available: name, status, detail, fix, path, bytes (see 'qsearch doctor --help')\n"
        )
    }

    @Test(
        "a rejected key fails doctor (exit 1) with its fix; missing keys only warn (exit 0); no key value is ever printed"
    )
    func keys() async throws {
        let sandbox = try QSearchSandbox(now: DustCommandTests.nowDate)
        let wrong = "doctor-rejected-kakao-key-41c9"
        var rejected = sandbox.environment
        rejected["KAKAO_REST_API_KEY"] = wrong
        let runs = [
            try await Self.doctor(sandbox, [], environment: rejected),
            try await Self.doctor(sandbox, ["--json"], environment: rejected),
            try await Self.doctor(sandbox, [], environment: sandbox.baseEnvironment),
            try await Self.doctor(sandbox, []),
        ]
        #expect(runs.map(\.status) == [1, 1, 0, 0])
        let kakao = try #require(runs[0].stdout.split(separator: "\n").first { $0.hasPrefix("failed  kakao ") })
        #expect(kakao.contains("authentication failed") && kakao.contains("fix: check KAKAO_REST_API_KEY"))
        #expect(try Self.json(runs[1].stdout)["ok"] as? Bool == false)
        let skipped = runs[2].stdout.split(separator: "\n").filter { $0.hasPrefix("warning ") }
        #expect(skipped.count == Self.keyedCheckCount && skipped.count >= 8)
        #expect(runs[2].stdout.contains("skipped: no key — fix: set NAVER_CLIENT_ID and NAVER_CLIENT_SECRET to use it"))
        for run in runs {
            for secret in QSearchSandbox.secrets + [wrong] {
                #expect(!run.stdout.contains(secret) && !run.stderr.contains(secret))
            }
        }
    }

    @Test("keys from an owner-only config file count; one others may read fails with the chmod fix")
    func configFile() async throws {
        let sandbox = try QSearchSandbox(now: DustCommandTests.nowDate)
        let config = sandbox.root.appendingPathComponent("home/.config/quicksearch/config")
        try FileManager.default.createDirectory(
            at: config.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        try Data("KAKAO_REST_API_KEY=\(QSearchSandbox.kakaoKey)\n".utf8).write(to: config)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: config.path)
        var environment = sandbox.environment
        environment["KAKAO_REST_API_KEY"] = nil
        let good = try await Self.doctor(sandbox, [], environment: environment)
        #expect(good.status == 0)
        #expect(good.stdout.contains("ok      kakao "))
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: config.path)
        let open = try await Self.doctor(sandbox, [], environment: environment)
        #expect(open.status == 1)
        #expect(open.stdout.contains("fix: run: chmod 600 \(config.path)"))
        #expect(!open.stdout.contains(QSearchSandbox.kakaoKey) && !open.stderr.contains(QSearchSandbox.kakaoKey))
    }

    @Test("devevents doctor: the page read, store and cache; an unreachable page fails (exit 1)")
    func devevents() async throws {
        let sandbox = try DevEventsSandbox()
        let page = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let good = try await sandbox.devevents(["doctor", "--source", page])
        #expect(good.status == 0, "\(good.stdout)\(good.stderr)")
        #expect(
            good.stdout.split(separator: "\n").map { $0.prefix(24).split(separator: " ").dropFirst().first } == [
                "event-page", "store", "cache",
            ]
        )
        #expect(good.stdout.contains("read: 80 events"))
        let missing = try await sandbox.devevents(["doctor", "--source", sandbox.pageURL("missing.html"), "--json"])
        #expect(missing.status == 1)
        let checks = try #require(try Self.json(missing.stdout)["checks"] as? [[String: Any]])
        #expect(checks.first?["status"] as? String == "failed")
    }
}
