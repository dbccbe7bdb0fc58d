import Foundation
import TestSupport
import Testing

@testable import QuickSearchData

/// `doctor`'s local checks: the store and cache files (absent, healthy, open to others,
/// corrupted), the config file's permissions and syntax, and the keys' presence.
@Suite("doctor: store, cache, config and key checks")
struct LocalHealthCheckTests {
    /// XDG directories inside `directory`, made owner-only as QuickSearch makes them.
    static func paths(in directory: TemporaryDirectory) throws -> AppPaths {
        let paths = AppPaths(environment: [
            "XDG_DATA_HOME": directory.path("data"), "XDG_CACHE_HOME": directory.path("cache"),
            "XDG_STATE_HOME": directory.path("state"), "HOME": directory.path("home"),
        ])
        _ = try paths.createDirectory(.data)
        _ = try paths.createDirectory(.cache)
        return paths
    }

    static func mode(_ mode: Int, _ path: String) throws {
        try FileManager.default.setAttributes([.posixPermissions: NSNumber(value: mode)], ofItemAtPath: path)
    }

    @Test("a store not created yet passes and is still not created")
    func absent() async throws {
        let directory = try TemporaryDirectory()
        let paths = try Self.paths(in: directory)
        let result = await DatabaseHealthCheck(.store, paths: paths).run()
        #expect(result.status == .ok)
        #expect(result.detail == "not created yet")
        #expect(!FileManager.default.fileExists(atPath: try paths.dataDatabaseURL.path))
    }

    @Test("a healthy store and cache pass; the cache's size is its file and log")
    func healthy() async throws {
        let directory = try TemporaryDirectory()
        let paths = try Self.paths(in: directory)
        _ = try QuickSearchStore(path: paths.dataDatabaseURL.path)
        let cache = try ResponseCache(path: paths.cacheDatabaseURL.path)
        let store = await DatabaseHealthCheck(.store, paths: paths).run()
        #expect(store.status == .ok, "\(store.detail)")
        #expect(store.bytes == nil)
        let cached = await DatabaseHealthCheck(.cache, paths: paths).run()
        #expect(cached.status == .ok, "\(cached.detail)")
        #expect(cached.bytes == (try cache.sizeInfo.fileBytes))
        #expect((cached.bytes ?? 0) > 0)
    }

    @Test("a store others may read fails with the exact chmod commands for the file and its folder")
    func openPermissions() async throws {
        let directory = try TemporaryDirectory()
        let paths = try Self.paths(in: directory)
        let file = try paths.dataDatabaseURL.path
        _ = try QuickSearchStore(path: file)
        try Self.mode(0o644, file)
        try Self.mode(0o755, try paths.dataDirectory.path)
        let result = await DatabaseHealthCheck(.store, paths: paths).run()
        #expect(result.status == .failed)
        let fix = try #require(result.fix)
        #expect(fix.contains("chmod 600 \(file)"))
        #expect(fix.contains("chmod 700 \(try paths.dataDirectory.path)"))
    }

    @Test("a corrupted database file fails the integrity check, the cache's fix deleting it")
    func corrupted() async throws {
        let directory = try TemporaryDirectory()
        let paths = try Self.paths(in: directory)
        let file = try paths.cacheDatabaseURL.path
        _ = try ResponseCache(path: file)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        try #require(bytes.count >= 1024)
        for index in 100..<min(bytes.count, 4096) { bytes[index] = 0xA5 }
        try bytes.write(to: URL(fileURLWithPath: file))
        try Self.mode(0o600, file)
        let result = await DatabaseHealthCheck(.cache, paths: paths).run()
        #expect(result.status == .failed)
        #expect(result.fix == "delete it (it is only a cache): rm \(file)")
        let garbage = try paths.dataDatabaseURL.path
        try Data(repeating: 0x42, count: 8192).write(to: URL(fileURLWithPath: garbage))
        try Self.mode(0o600, garbage)
        let store = await DatabaseHealthCheck(.store, paths: paths).run()
        #expect(store.status == .failed)
        #expect(
            store.detail.hasPrefix("cannot be read as a database") || store.detail.hasPrefix("integrity check failed")
        )
        #expect(store.fix?.contains(".recover") == true)
    }

    @Test("the download archive: absent passes; an open or corrupted one fails, the fix saying what removing it costs")
    func archive() async throws {
        let directory = try TemporaryDirectory()
        let paths = try Self.paths(in: directory)
        let file = try paths.archiveDatabaseURL.path
        #expect(await DatabaseHealthCheck(.archive, paths: paths).run().status == .ok)
        try FileManager.default.createDirectory(atPath: try paths.dataDirectory.path, withIntermediateDirectories: true)
        _ = try DownloadArchive(path: file)
        let healthy = await DatabaseHealthCheck(.archive, paths: paths).run()
        #expect(healthy.status == .ok, "\(healthy.detail)")
        #expect(healthy.name == "archive" && healthy.path == file)
        try Self.mode(0o644, file)
        let open = await DatabaseHealthCheck(.archive, paths: paths).run()
        #expect(open.status == .failed)
        #expect(open.fix?.contains("chmod 600 \(file)") == true)
        try Data(repeating: 0x42, count: 8192).write(to: URL(fileURLWithPath: file))
        try Self.mode(0o600, file)
        let corrupted = await DatabaseHealthCheck(.archive, paths: paths).run()
        #expect(corrupted.status == .failed)
        #expect(corrupted.fix?.hasSuffix("; the addresses it lists are then downloaded again") == true)
    }

    @Test(
        "the config file: absent passes; keys others can read, or a file others can change, fail with chmod 600; a bad line fails by number"
    )
    func configFile() async throws {
        let directory = try TemporaryDirectory()
        let environment = Environment(["XDG_CONFIG_HOME": directory.path("config")])
        let absent = await ConfigFileHealthCheck(environment: environment).run()
        #expect(absent.status == .ok)
        let url = try #require(ConfigFile.location(in: environment))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("NAVER_CLIENT_ID=config-secret-1b7e\n".utf8).write(to: url)
        try Self.mode(0o644, url.path)
        let open = await ConfigFileHealthCheck(environment: environment).run()
        #expect(open.status == .failed)
        #expect(open.detail == "holds NAVER_CLIENT_ID but others can read it, so it is not used")
        #expect(open.fix == "run: chmod 600 \(url.path)")
        try Data("QSEARCH_LIMIT=3\n".utf8).write(to: url)
        let keyless = await ConfigFileHealthCheck(environment: environment).run()
        #expect(keyless.status == .ok && keyless.detail == "others can read it, but it holds no keys")
        try Self.mode(0o664, url.path)
        let changeable = await ConfigFileHealthCheck(environment: environment).run()
        #expect(changeable.status == .failed && changeable.detail == "can be changed by others, so it is not used")
        try Data("NAVER_CLIENT_ID=config-secret-1b7e\n".utf8).write(to: url)
        try Self.mode(0o600, url.path)
        #expect(await ConfigFileHealthCheck(environment: environment).run().status == .ok)
        try Data("NAVER_CLIENT_ID=config-secret-1b7e\nnot a setting\n".utf8).write(to: url)
        let bad = await ConfigFileHealthCheck(environment: environment).run()
        #expect(bad.status == .failed)
        #expect(bad.detail.contains("line 2"))
        #expect(!bad.detail.contains("config-secret-1b7e"))
    }

    @Test("keys: set passes naming the variables only; missing warns; a short one warns")
    func credentials() async {
        let secret = "distinctive-kakao-value-77aa"
        let set = await CredentialHealthCheck(
            name: "kakao-key",
            upstream: .kakao,
            environment: Environment(["KAKAO_REST_API_KEY": secret]),
            purpose: "x"
        ).run()
        #expect(set.status == .ok)
        #expect(set.detail == "KAKAO_REST_API_KEY set")
        let missing = await CredentialHealthCheck(
            name: "naver-keys",
            upstream: .naver,
            environment: Environment(["NAVER_CLIENT_ID": secret]),
            purpose: "Naver image search"
        ).run()
        #expect(missing.status == .warning)
        #expect(missing.detail == "NAVER_CLIENT_SECRET not set: no Naver image search")
        let short = await CredentialHealthCheck(
            name: "kakao-key",
            upstream: .kakao,
            environment: Environment(["KAKAO_REST_API_KEY": "abc"]),
            purpose: "x"
        ).run()
        #expect(short.status == .warning)
        #expect(!short.detail.contains("abc"))
    }
}
