import Foundation
import Testing

@Suite("Keys from the owner-only config file")
struct ConfigFileKeysTests {
    private func writeConfig(_ sandbox: QSearchSandbox, _ text: String, mode: Int) throws -> URL {
        let directory = sandbox.root.appendingPathComponent("home/.config/quicksearch", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("config")
        try Data(text.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
        return file
    }

    @Test("Keys in ~/.config/quicksearch/config (mode 600) are used when the environment has none")
    func keysFromFile() async throws {
        let sandbox = try QSearchSandbox()
        _ = try writeConfig(
            sandbox,
            """
            # QuickSearch keys
            NAVER_CLIENT_ID=\(QSearchSandbox.naverID)
            export NAVER_CLIENT_SECRET="\(QSearchSandbox.naverSecret)"
            KAKAO_REST_API_KEY='\(QSearchSandbox.kakaoKey)'
            """,
            mode: 0o600
        )
        let result = try await sandbox.qsearch(
            ["images", "고양이", "--limit", "4", "--json"],
            environment: sandbox.baseEnvironment
        )
        #expect(result.status == 0, "\(result.stderr)")
        let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let sources = try #require(document?["sources"] as? [String: Any])
        #expect(Set(sources.keys) == ["naver-image", "kakao-image"])
        #expect(result.stderr.isEmpty)
    }

    @Test("The environment wins over the file")
    func environmentWins() async throws {
        let sandbox = try QSearchSandbox()
        _ = try writeConfig(sandbox, "KAKAO_REST_API_KEY=wrong-key-from-file\n", mode: 0o600)
        let result = try await sandbox.qsearch(
            ["images", "고양이", "--source", "kakao", "--limit", "3"],
            environment: sandbox.environment
        )
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("A file others can read is refused with exit 78 and the chmod to run, never its contents")
    func groupReadableRefused() async throws {
        let sandbox = try QSearchSandbox()
        let file = try writeConfig(sandbox, "KAKAO_REST_API_KEY=\(QSearchSandbox.kakaoKey)\n", mode: 0o644)
        let result = try await sandbox.qsearch(["images", "고양이"], environment: sandbox.baseEnvironment)
        #expect(result.status == 78)
        #expect(result.stderr.contains("chmod 600 \(file.path)"))
        #expect(!result.stderr.contains(QSearchSandbox.kakaoKey))
        #expect(result.stderr.split(separator: "\n").count == 1)
        let help = try await sandbox.qsearch(["--help"], environment: sandbox.baseEnvironment)
        #expect(help.status == 0)
    }

    /// Issue 9: a file holding only defaults was refused as "holds keys but others can read it".
    @Test("A file others can read that holds no keys is used; one holding keys is refused naming them")
    func keylessReadableFileIsUsed() async throws {
        let sandbox = try QSearchSandbox()
        let file = try writeConfig(sandbox, "QSEARCH_LIMIT=3\n", mode: 0o644)
        let run = try await sandbox.qsearch(
            ["images", "고양이", "--source", "kakao", "--json"],
            environment: sandbox.environment
        )
        #expect(run.status == 0, "\(run.stderr)")
        let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect((document?["items"] as? [Any])?.count == 3)
        try Data("QSEARCH_LIMIT=3\nNAVER_CLIENT_SECRET=\(QSearchSandbox.naverSecret)\n".utf8).write(to: file)
        let refused = try await sandbox.qsearch(["images", "고양이"], environment: sandbox.environment)
        #expect(refused.status == 78)
        #expect(
            refused.stderr
                == "qsearch: error: \(file.path) holds NAVER_CLIENT_SECRET but others can read it; run 'chmod 600 \(file.path)'\n"
        )
    }

    /// Issue 10: a file an editor saved with a UTF-8 byte order mark was refused as `line 1:
    /// expected NAME=value`.
    @Test("A file starting with a UTF-8 byte order mark is read")
    func byteOrderMark() async throws {
        let sandbox = try QSearchSandbox()
        _ = try writeConfig(sandbox, "\u{FEFF}QSEARCH_LIMIT=2\n", mode: 0o600)
        let run = try await sandbox.qsearch(
            ["images", "고양이", "--source", "kakao", "--json"],
            environment: sandbox.environment
        )
        #expect(run.status == 0, "\(run.stderr)")
        let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect((document?["items"] as? [Any])?.count == 2)
    }

    @Test("A malformed line names the line, not its value")
    func malformedLine() async throws {
        let sandbox = try QSearchSandbox()
        _ = try writeConfig(
            sandbox,
            "KAKAO_REST_API_KEY=\(QSearchSandbox.kakaoKey)\nnot a setting \(QSearchSandbox.naverSecret)\n",
            mode: 0o600
        )
        let result = try await sandbox.qsearch(["images", "고양이"], environment: sandbox.baseEnvironment)
        #expect(result.status == 78)
        #expect(result.stderr.contains("line 2"))
        #expect(!QSearchSandbox.secrets.contains { result.stderr.contains($0) })
    }
}
