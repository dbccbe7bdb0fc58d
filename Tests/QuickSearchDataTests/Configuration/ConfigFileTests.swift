import Foundation
import TestSupport
import Testing

@testable import QuickSearchData

@Suite("Config file parsing and location")
struct ConfigFileTests {
    @Test("Lines are NAME=value, with comments, blank lines, export and quotes")
    func parses() throws {
        let settings = try ConfigFile.parse(
            """
            # comment

            A=1
            export B = two words
            C="quoted # not a comment"
            D='single'
            E=
            """,
            path: "/x"
        )
        #expect(settings.map(\.0) == ["A", "B", "C", "D", "E"])
        #expect(settings.map(\.1) == ["1", "two words", "quoted # not a comment", "single", ""])
    }

    @Test(
        "Values read as a shell reads them: an unquoted ' #' starts a comment, quotes keep it",
        arguments: [
            ("KEY=k # note", "k"),
            ("KEY=k\t# note", "k"),
            ("KEY=k#not-a-comment", "k#not-a-comment"),
            ("KEY=#x", "#x"),
            ("KEY=#", "#"),
            ("KEY= #x", ""),
            ("KEY= # only a comment", ""),
            ("KEY=a #c", "a"),
            ("KEY=\"k # data\" # note", "k # data"),
            ("KEY='k # data'   # note", "k # data"),
            ("KEY=\"a b\"c", "a bc"),
            ("KEY=  spaced value  ", "spaced value"),
            ("KEY=\"  kept  \"", "  kept  "),
            ("KEY='it''s'", "its"),
            ("KEY=\"'\"", "'"),
        ]
    )
    func shellValues(line: String, expected: String) throws {
        let settings = try ConfigFile.parse(line, path: "/x")
        #expect(settings.map(\.0) == ["KEY"])
        #expect(settings.first?.1 == expected)
    }

    @Test(
        "An unclosed quote is an error naming the line, never the value",
        arguments: ["KEY=\"secret", "KEY='secret # x"]
    )
    func unclosedQuote(line: String) {
        do {
            _ = try ConfigFile.parse("OK=1\n\(line)", path: "/x")
            Issue.record("accepted \(line)")
        } catch let error as ConfigurationError {
            #expect(error.message == "/x, line 2: a quote is not closed")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test(
        "Anything else is an error naming the line",
        arguments: [
            "lowercase=1", "NO_EQUALS", "=value", "SPACE NAME=1", "format.=%t", "format.Bar=%t", "format.1=%t",
            "format.a.b=%t", "Format.bar=%t",
        ]
    )
    func rejects(line: String) {
        #expect(throws: ConfigurationError.self) { try ConfigFile.parse("OK=1\n\(line)", path: "/x") }
        do {
            _ = try ConfigFile.parse("OK=1\n\(line)", path: "/x")
        } catch let error as ConfigurationError {
            #expect(error.message == "/x, line 2: expected NAME=value")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("format.NAME lines are named --format templates, read like any value")
    func templates() throws {
        let settings = try ConfigFile.parse("format.bar='%p %t # 기온'\nexport format.my-line_2=%c%t\n", path: "/x")
        #expect(settings.map(\.0) == ["format.bar", "format.my-line_2"])
        #expect(settings.map(\.1) == ["%p %t # 기온", "%c%t"])
    }

    @Test(
        "XDG_CONFIG_HOME when absolute, else HOME/.config, else nowhere",
        arguments: [
            (["XDG_CONFIG_HOME": "/cfg", "HOME": "/home/u"], "/cfg/quicksearch/config"),
            (["XDG_CONFIG_HOME": "relative", "HOME": "/home/u"], "/home/u/.config/quicksearch/config"),
            (["HOME": "/home/u"], "/home/u/.config/quicksearch/config"),
            ([:], nil),
        ] as [([String: String], String?)]
    )
    func location(variables: [String: String], expected: String?) {
        #expect(ConfigFile.location(in: Environment(variables))?.path == expected)
    }

    @Test("Missing file: the environment is unchanged")
    func missingFile() throws {
        let environment = Environment(["XDG_CONFIG_HOME": "/nonexistent-\(UUID().uuidString)", "A": "1"])
        #expect(try ConfigFile.merged(into: environment).variables == environment.variables)
    }

    /// Issue 10: a file an editor saved with a byte order mark was refused as `line 1: expected
    /// NAME=value`.
    @Test("A UTF-8 byte order mark before the first line is skipped; one starting a later line is named")
    func byteOrderMark() throws {
        #expect(try ConfigFile.parse("\u{FEFF}QSEARCH_LIMIT=3\nA=1", path: "/x").map(\.0) == ["QSEARCH_LIMIT", "A"])
        #expect(try ConfigFile.text(of: Data([0xEF, 0xBB, 0xBF]) + Data("A=1\n".utf8), path: "/x") == "A=1\n")
        #expect(
            try ConfigFile.setting("B", to: "2", in: "\u{FEFF}A=1\n", path: "/x") == "A=1\nB=2\n",
            "rewritten without the mark"
        )
        #expect(
            throws: ConfigurationError(
                variables: [],
                message: "/x, line 2: starts with a byte order mark (U+FEFF); remove it"
            )
        ) {
            try ConfigFile.parse("A=1\n\u{FEFF}B=2", path: "/x")
        }
        for bom in [[0xFF, 0xFE], [0xFE, 0xFF]] as [[UInt8]] {
            #expect(throws: ConfigurationError(variables: [], message: "/x is saved as UTF-16; save it as UTF-8")) {
                try ConfigFile.text(of: Data(bom) + Data("A\u{0}=\u{0}1\u{0}".utf8), path: "/x")
            }
        }
    }

    @Test("A file with a byte order mark is read like any other")
    func mergesWithByteOrderMark() throws {
        let directory = try TemporaryDirectory()
        let environment = Environment(["XDG_CONFIG_HOME": directory.path("config")])
        let url = try #require(ConfigFile.location(in: environment))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try (Data([0xEF, 0xBB, 0xBF]) + Data("QSEARCH_LIMIT=3\n".utf8)).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
        #expect(try ConfigFile.merged(into: environment).value("QSEARCH_LIMIT") == "3")
    }

    /// Issue 9: a world-readable file holding only `QSEARCH_LIMIT=3` was refused as "holds keys".
    @Test(
        "Others' access: changing it always stops it; reading it only when it holds keys, which are named",
        arguments: [
            (0o600, ["QSEARCH_LIMIT"], nil),
            (0o644, ["QSEARCH_LIMIT", "QSEARCH_SORT"], nil),
            (0o755, ["QSEARCH_LIMIT"], nil),
            (0o711, ["KAKAO_REST_API_KEY"], nil),
            (0o640, ["KAKAO_REST_API_KEY"], "holds KAKAO_REST_API_KEY but others can read it"),
            (
                0o604,
                [
                    "NAVER_CLIENT_ID", "QSEARCH_LIMIT", "NAVER_CLIENT_SECRET", "DATA_GO_KR_SERVICE_KEY",
                    "NAVER_CLIENT_ID",
                ],
                "holds NAVER_CLIENT_ID, NAVER_CLIENT_SECRET and DATA_GO_KR_SERVICE_KEY but others can read it"
            ),
            (0o620, ["QSEARCH_LIMIT"], "can be changed by others"),
            (0o602, [], "can be changed by others"),
        ] as [(Int, [String], String?)]
    )
    func exposure(mode: Int, names: [String], reason: String?) {
        #expect(ConfigFile.exposure(mode: mode, settings: names.map { ($0, "value") })?.reason == reason)
    }

    @Test(
        "A file others can read is used when it holds no keys, refused naming the keys (never their values) when it does"
    )
    func mergesByExposure() throws {
        let directory = try TemporaryDirectory()
        let environment = Environment(["XDG_CONFIG_HOME": directory.path("config")])
        let url = try #require(ConfigFile.location(in: environment))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("QSEARCH_LIMIT=3\n".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: url.path)
        #expect(try ConfigFile.merged(into: environment).value("QSEARCH_LIMIT") == "3")
        try Data("QSEARCH_LIMIT=3\nKAKAO_REST_API_KEY=kakao-value-5d1e\n".utf8).write(to: url)
        #expect(
            throws: ConfigurationError(
                variables: ["KAKAO_REST_API_KEY"],
                message:
                    "\(url.path) holds KAKAO_REST_API_KEY but others can read it; run 'chmod 600 \(url.path)'"
            )
        ) { try ConfigFile.merged(into: environment) }
    }
}
