import Foundation
import QuickSearchData
import TestSupport
import Testing

@testable import CommandKit
@testable import QuickSearchApp

@Suite("qsearch config: keys checked by their options' rules, the file rewritten owner-only")
struct ConfigCommandTests {
    /// A HOME of its own, removed afterwards.
    final class Home {
        let directory: TemporaryDirectory
        var root: URL { directory.url }

        init() throws {
            directory = try TemporaryDirectory(prefix: "config-cli")
        }
        var file: URL { root.appendingPathComponent(".config/quicksearch/config") }
        var folder: URL { file.deletingLastPathComponent() }

        func run(
            _ arguments: [String],
            environment: [String: String] = [:]
        ) async -> (status: Int32, stdout: String, stderr: String) {
            let out = TextBuffer()
            let err = TextBuffer()
            let context = ProgramIO(
                variables: ["HOME": root.path].merging(environment) { $1 },
                stdout: out,
                stderr: err,
                terminal: TerminalCapabilities(isTTY: false, colorEnabled: false, width: 80),
                stderrIsTerminal: false
            )
            let status = await QSearchTool.run(arguments, io: context)
            return (status, out.text, err.text)
        }

        func mode(_ url: URL) throws -> Int {
            try #require(
                (FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue
            )
        }
    }

    @Test("Every key sets the variable its option reads, and checks by the option's rules")
    func keysMatchOptions() {
        #expect(
            ConfigKey.all.map(\.variable) == [
                "QSEARCH_SORT", "QSEARCH_LIMIT", "QSEARCH_SOURCES", "QSEARCH_TIMEOUT", "QSEARCH_COLOR",
                "QSEARCH_DOWNLOAD_DIR", "QSEARCH_NAME_TEMPLATE",
            ]
        )
        #expect(MediaSearchOptions.limit(for: .image).spec.environmentVariable == "QSEARCH_LIMIT")
        #expect(ConfigKey.named("sort")?.canonical("RECENCY") == "recency")
        #expect(ConfigKey.named("sort")?.canonical("size") == nil)
        #expect(ConfigKey.named("name_template")?.canonical("{rank:03}-{site}") == "{rank:03}-{site}")
        #expect(ConfigKey.named("name_template")?.canonical("{colour}") == nil)
        #expect(ConfigKey.named("limit")?.canonical("0") == nil)
        #expect(ConfigKey.named("limit")?.canonical("12") == "12")
        #expect(ConfigKey.named("timeout")?.canonical("1.50") == "1.5")
        #expect(ConfigKey.named("timeout")?.canonical("1e3") == nil)
        #expect(ConfigKey.named("color")?.canonical("Never") == "never")
        #expect(ConfigKey.named("sources")?.canonical(" Naver , kakao-image") == "naver,kakao-image")
        #expect(ConfigKey.named("sources")?.canonical("google") == nil)
        #expect(ConfigKey.named("download_dir")?.canonical("/a/./b/") == "/a/b")
        #expect(ConfigKey.named("download_dir")?.canonical("relative") == nil)
    }

    @Test("set writes the file 0600 in a 0700 folder, keeping its other lines; get and list read it back")
    func setKeepsLines() async throws {
        let home = try Home()
        try FileManager.default.createDirectory(at: home.folder, withIntermediateDirectories: true)
        try Data("# my keys\nNAVER_CLIENT_SECRET=hunter2-secret\nQSEARCH_SORT=accuracy\n".utf8).write(to: home.file)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: home.file.path)
        #expect(await home.run(["config", "set", "sort", "Recency"]).status == 0)
        #expect(await home.run(["config", "set", "limit", "12"]).status == 0)
        #expect(
            try String(contentsOf: home.file, encoding: .utf8)
                == "# my keys\nNAVER_CLIENT_SECRET=hunter2-secret\nQSEARCH_SORT=recency\nQSEARCH_LIMIT=12\n"
        )
        #expect(try home.mode(home.file) == 0o600)
        #expect(try home.mode(home.folder) == 0o700)
        #expect(await home.run(["config", "get", "sort"]).stdout == "recency\n")
        #expect(await home.run(["config", "get", "timeout"]).stdout == "30\n")
        #expect(await home.run(["config", "get", "sources"]).stdout == "")
        let list = await home.run(["config", "list"])
        #expect(
            list.stdout
                == "sort=recency\tfile\nlimit=12\tfile\nsources=\tdefault\ntimeout=30\tdefault\ncolor=auto\tdefault\ndownload_dir=\tdefault\nname_template=\tdefault\n"
        )
        #expect(list.stderr.contains("NAVER_CLIENT_SECRET"))
        #expect(!(list.stdout + list.stderr).contains("hunter2"))
        #expect(await home.run(["config", "unset", "sort"]).status == 0)
        #expect(
            try String(contentsOf: home.file, encoding: .utf8)
                == "# my keys\nNAVER_CLIENT_SECRET=hunter2-secret\nQSEARCH_LIMIT=12\n"
        )
        #expect(await home.run(["config", "path"]).stdout == home.file.path + "\n")
    }

    @Test("list says where each value comes from: the environment over the file over the default")
    func listSources() async throws {
        let home = try Home()
        try FileManager.default.createDirectory(at: home.folder, withIntermediateDirectories: true)
        try Data("QSEARCH_LIMIT=12\nQSEARCH_SORT=recency\nformat.bar='%c %t'\nKAKAO_REST_API_KEY=k-1\n".utf8)
            .write(to: home.file)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: home.file.path)
        let environment = ["QSEARCH_LIMIT": "3", "QSEARCH_TIMEOUT": "0", "format.air": "%p %d"]
        let piped = await home.run(["config", "list"], environment: environment)
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(
            piped.stdout == """
                sort=recency\tfile
                limit=3\tenvironment
                sources=\tdefault
                timeout=0\tenvironment
                color=auto\tdefault
                download_dir=\tdefault
                name_template=\tdefault
                format.air=%p %d\tenvironment
                format.bar=%c %t\tfile

                """
        )
        #expect(piped.stderr.contains("QSEARCH_LIMIT is set in the environment and wins over the file's limit"))
        #expect(!piped.stderr.contains("QSEARCH_TIMEOUT is set"), "the file has no timeout to win over")
        #expect(
            piped.stderr.contains(
                "warning: timeout in the environment (QSEARCH_TIMEOUT) must be a number of seconds from 0.1 to 3600: the other commands stop on it (exit 78)"
            ),
            "\(piped.stderr)"
        )
        #expect(piped.stderr.contains("(values not shown): KAKAO_REST_API_KEY"))
        #expect(!(piped.stdout + piped.stderr).contains("k-1"))
        let json = await home.run(["config", "list", "--json"], environment: environment)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: [[String: Any]]]
        )
        let limit = try #require(document["settings"]?.first { $0["key"] as? String == "limit" })
        #expect(limit["value"] as? String == "3")
        #expect(limit["source"] as? String == "environment")
        #expect(limit["variable"] as? String == "QSEARCH_LIMIT")
        #expect(limit["file_value"] as? String == "12")
        #expect(limit["valid"] as? Bool == true)
        let sources = try #require(document["settings"]?.first { $0["key"] as? String == "sources" })
        #expect(sources["value"] is NSNull && sources["source"] as? String == "default")
        let timeout = try #require(document["settings"]?.first { $0["key"] as? String == "timeout" })
        #expect(timeout["valid"] as? Bool == false)
    }

    @Test("list warns, naming the keys, only about a file the other commands refuse")
    func listWarnsAboutRefusedFile() async throws {
        let home = try Home()
        try FileManager.default.createDirectory(at: home.folder, withIntermediateDirectories: true)
        try Data("QSEARCH_LIMIT=3\n".utf8).write(to: home.file)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: home.file.path)
        #expect(!(await home.run(["config", "list"]).stderr.contains("warning")))
        try Data("QSEARCH_LIMIT=3\nKAKAO_REST_API_KEY=kakao-value-91c2\n".utf8).write(to: home.file)
        let list = await home.run(["config", "list"])
        #expect(
            list.stderr.contains(
                "warning: \(home.file.path) holds KAKAO_REST_API_KEY but others can read it, so the other commands refuse it; run 'chmod 600 \(home.file.path)'"
            ),
            "\(list.stderr)"
        )
        #expect(!list.stderr.contains("kakao-value-91c2"))
    }

    @Test("Unknown keys get a suggestion, bad values the option's message; nothing is written (exit 64)")
    func refuses() async throws {
        let home = try Home()
        let unknown = await home.run(["config", "set", "lmit", "5"])
        #expect(unknown.status == 64)
        #expect(
            unknown.stderr
                == "qsearch: error: unknown key 'lmit'; did you mean 'limit'? (see 'qsearch config set --help')\n"
        )
        let variable = await home.run(["config", "get", "QSEARCH_SORT"])
        #expect(variable.stderr.contains("did you mean 'sort'?"))
        let none = await home.run(["config", "get", "zzzzzz"])
        #expect(none.stderr.contains("choose one of: sort, limit, sources, timeout, color, download_dir"))
        let bad = await home.run(["config", "set", "limit", "0"])
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("qsearch: error: limit must be a whole number from 1 to "))
        let choice = await home.run(["config", "set", "sort", "size"])
        #expect(
            choice.stderr
                == "qsearch: error: sort must be one of: accuracy, recency; got 'size' (see 'qsearch config set --help')\n"
        )
        #expect(!FileManager.default.fileExists(atPath: home.file.path))
    }

    @Test("The environment wins over the file for the options' defaults; the flag wins over both")
    func precedence() async throws {
        let home = try Home()
        #expect(await home.run(["config", "set", "color", "always"]).status == 0)
        var parsed = try #require(
            { () -> ParsedCommand? in
                if case .run(let parsed) = try ArgumentParser.parse(["history"], spec: QSearchTool.tool.spec) {
                    return parsed
                }
                return nil
            }()
        )
        parsed.environment = Self.variables(["HOME": home.root.path])
        #expect(try ColorChoice.chosen(parsed, option: ColorChoice.qsearchOption) == .always)
        parsed.environment = Self.variables(["HOME": home.root.path, "NO_COLOR": "1"])
        #expect(try ColorChoice.chosen(parsed, option: ColorChoice.qsearchOption) == .auto)
        parsed.environment = Self.variables(["HOME": home.root.path, "QSEARCH_COLOR": "never"])
        #expect(try ColorChoice.chosen(parsed, option: ColorChoice.qsearchOption) == .never)
    }

    /// `variables` with the config file under them, as a qsearch command reads them.
    private static func variables(_ variables: [String: String]) -> OptionVariables {
        OptionVariables(variables) { try ConfigFile.merged(into: Environment(variables)).variables }
    }
}
