import Foundation
import Testing

@Suite("qsearch config: defaults a search uses; the environment, then the flag, win")
struct ConfigCommandEndToEndTests {
    private func search(
        _ sandbox: QSearchSandbox,
        _ extra: [String] = [],
        environment: [String: String]
    ) async throws -> (sort: String?, count: Int, sources: Set<String>) {
        let run = try await sandbox.qsearch(["images", "고양이", "--json"] + extra, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        let document = try run.jsonObject()
        let items = try #require(document["items"] as? [[String: Any]])
        let sources = try #require(document["sources"] as? [String: Any])
        return (document["sort"] as? String, items.count, Set(sources.keys))
    }

    @Test("Values set with 'config set' are the search's defaults; the file keeps the keys and stays 0600")
    func setThenSearch() async throws {
        let sandbox = try QSearchSandbox()
        for (key, value) in [("limit", "4"), ("sort", "recency"), ("sources", "kakao")] {
            let set = try await sandbox.qsearch(["config", "set", key, value], environment: sandbox.environment)
            #expect(set.status == 0, "\(set.stderr)")
            #expect(set.stdout.isEmpty && set.stderr.isEmpty)
        }
        let found = try await search(sandbox, environment: sandbox.environment)
        #expect(found.sort == "recency")
        #expect(found.count == 4)
        #expect(found.sources == ["kakao-image"])

        let path = try await sandbox.qsearch(["config", "path"], environment: sandbox.environment)
        let file = path.stdout.trimmingCharacters(in: .newlines)
        #expect(file == sandbox.root.appendingPathComponent("home/.config/quicksearch/config").path)
        let mode = (try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? NSNumber)?.intValue
        #expect(mode == 0o600)
        let videos = try await sandbox.qsearch(["videos", "고양이", "--json"], environment: sandbox.environment)
        #expect(videos.status == 0, "\(videos.stderr)")
    }

    @Test("Keys in the file survive 'config set' and still authenticate; 'config list' never prints them")
    func keysSurvive() async throws {
        let sandbox = try QSearchSandbox()
        let folder = sandbox.root.appendingPathComponent("home/.config/quicksearch")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("config")
        try Data("# keys\nKAKAO_REST_API_KEY='\(QSearchSandbox.kakaoKey)'\n".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        #expect(
            try await sandbox.qsearch(["config", "set", "limit", "3"], environment: sandbox.baseEnvironment).status == 0
        )
        let run = try await sandbox.qsearch(
            ["images", "고양이", "--source", "kakao", "--json"],
            environment: sandbox.baseEnvironment
        )
        #expect(run.status == 0, "\(run.stderr)")
        #expect((try run.jsonObject()["items"] as? [Any])?.count == 3)
        let list = try await sandbox.qsearch(["config", "list"], environment: sandbox.baseEnvironment)
        #expect(list.status == 0)
        #expect(list.stdout.contains("limit=3\tfile\n"))
        #expect(list.stderr.contains("KAKAO_REST_API_KEY"))
        #expect(!QSearchSandbox.secrets.contains { list.stdout.contains($0) || list.stderr.contains($0) })
    }

    @Test("The environment wins over the file, and the flag over the environment")
    func precedence() async throws {
        let sandbox = try QSearchSandbox()
        #expect(
            try await sandbox.qsearch(["config", "set", "limit", "5"], environment: sandbox.environment).status == 0
        )
        #expect(
            try await sandbox.qsearch(["config", "set", "sort", "recency"], environment: sandbox.environment).status
                == 0
        )
        var environment = sandbox.environment
        environment["QSEARCH_LIMIT"] = "3"
        environment["QSEARCH_SORT"] = "accuracy"
        let fromEnvironment = try await search(sandbox, environment: environment)
        #expect(fromEnvironment.count == 3)
        #expect(fromEnvironment.sort == "accuracy")
        let fromFlag = try await search(sandbox, ["--limit", "2", "--sort", "recency"], environment: environment)
        #expect(fromFlag.count == 2)
        #expect(fromFlag.sort == "recency")
    }

    @Test("A QSEARCH_SOURCES default skips names of the other kind; a name no kind knows is exit 78")
    func sourcesDefault() async throws {
        let sandbox = try QSearchSandbox()
        var environment = sandbox.environment
        environment["QSEARCH_SOURCES"] = "naver"
        let videos = try await sandbox.qsearch(["videos", "고양이", "--json"], environment: environment)
        #expect(videos.status == 0, "\(videos.stderr)")
        let videoSources = try #require(try videos.jsonObject()["sources"] as? [String: Any])
        #expect(Set(videoSources.keys) == ["kakao-vclip"])
        let images = try await search(sandbox, environment: environment)
        #expect(images.sources == ["naver-image"])
        environment["QSEARCH_SOURCES"] = "naver,gogle"
        let unknown = try await sandbox.qsearch(["images", "고양이"], environment: environment)
        #expect(unknown.status == 78)
        #expect(unknown.stderr.contains("QSEARCH_SOURCES names an unknown source 'gogle'"))
    }

    @Test(
        "A bad value in the environment is a configuration error (78) that does not repeat it; a bad key or value for set is 64"
    )
    func badValues() async throws {
        let sandbox = try QSearchSandbox()
        var environment = sandbox.environment
        environment["QSEARCH_LIMIT"] = "lots"
        let run = try await sandbox.qsearch(["images", "고양이"], environment: environment)
        #expect(run.status == 78)
        #expect(
            run.stderrLines == ["qsearch: error: QSEARCH_LIMIT must be a whole number from 1 to 4000; fix or unset it"]
        )
        #expect(sandbox.upstreamRequestCount == 0)
        let unknown = try await sandbox.qsearch(["config", "set", "sotr", "recency"], environment: sandbox.environment)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("did you mean 'sort'?"))
    }
}
