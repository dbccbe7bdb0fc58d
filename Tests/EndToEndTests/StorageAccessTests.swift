import Foundation
import TestSupport
import Testing

/// Where and how the tools keep their files: owner-only files, reading without write access,
/// one warning for a cache that cannot be written, and HOME / XDG variables taken as the XDG
/// specification says.
///
/// Read-only is made real with `ReadOnlyPath`: these tests usually run as root, whom permission
/// bits do not stop, so as root the file or folder is marked immutable (`chattr +i`), which
/// stops root too (`EPERM`); as any other user `chmod a-w` is enough.
@Suite("Storage access: file modes, read-only folders, HOME and XDG")
struct StorageAccessTests {
    static let page = DevEventsSyntheticPage(sections: [
        .init(
            heading: "26년 09월",
            entries: [
                .init(
                    title: "샘플 저장 행사",
                    url: "https://example.com/storage/kept",
                    tags: ["온라인"],
                    host: "샘플주최",
                    period: ("일시", "09. 05(토) 14:00 ~ 18:00")
                )
            ]
        )
    ]).html

    /// Mode bits of `path`.
    static func mode(_ path: String) throws -> Int {
        try #require((FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue)
    }

    /// Every regular file below `folder`.
    static func files(under folder: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        return walker.compactMap { ($0 as? URL)?.path }.filter {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
    }

    @Test("history and cache files in existing 0755 folders are created 0600")
    func filesAreOwnerOnly() async throws {
        let sandbox = try QSearchSandbox()
        var folders: [URL] = []
        for name in ["data", "cache"] {
            let folder = sandbox.root.appendingPathComponent(name).appendingPathComponent("quicksearch")
            try FileManager.default.createDirectory(
                at: folder,
                withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o755]
            )
            folders.append(folder)
        }
        let run = try await sandbox.qsearch("images", "private n=5", "--limit", "5")
        #expect(run.status == 0, "\(run.stderr)")
        let files = folders.flatMap(Self.files(under:))
        #expect(
            files.contains { $0.hasSuffix("data.sqlite") } && files.contains { $0.hasSuffix("cache.sqlite") },
            "\(files)"
        )
        for file in files {
            #expect(try Self.mode(file) == 0o600, "\(file)")
        }
    }

    @Test("reading commands on a missing store print nothing saved and create no folder")
    func missingStoreCreatesNothing() async throws {
        let sandbox = try QSearchSandbox()
        let history = try await sandbox.qsearch("history", "--json")
        #expect(history.status == 0, "\(history.stderr)")
        #expect(try history.jsonObject()["searches"] as? [Any] != nil)
        let events = try DevEventsSandbox()
        let source = try events.writeScratchPage(Self.page)
        let favorites = try await events.devevents(["list", "--favorites", "--json"], source: source)
        #expect(favorites.status == 0, favorites.summary)
        #expect(!FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent("data/quicksearch").path))
        #expect(!FileManager.default.fileExists(atPath: events.root.appendingPathComponent("data/quicksearch").path))
    }

    @Test("qsearch history reads a read-only data folder", .enabled(if: ReadOnlyPath.isSupported))
    func historyInReadOnlyFolder() async throws {
        let sandbox = try QSearchSandbox()
        let search = try await sandbox.qsearch("images", "kept query n=3", "--limit", "3")
        try #require(search.status == 0, "\(search.stderr)")
        let locked = try ReadOnlyPath(sandbox.root.appendingPathComponent("data/quicksearch").path)
        defer { locked.restore() }
        let history = try await sandbox.qsearch("history", "--json")
        #expect(history.status == 0, "\(history.stderr)")
        let searches = try #require(try history.jsonObject()["searches"] as? [[String: Any]])
        #expect(searches.map { $0["query"] as? String } == ["kept query n=3"])
        let clear = try await sandbox.qsearch("history", "--clear")
        #expect(clear.status == 74, "clearing needs to write: \(clear.stderr)")
        #expect(clear.stderrLines.count == 1)
    }

    /// A sandbox whose page's first event is saved as a favourite: the sandbox, the page and the id.
    private static func sandboxWithOneFavorite() async throws -> (DevEventsSandbox, String, String) {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.writeScratchPage(page)
        let all = try await sandbox.devevents(["list", "--all", "--json"], source: source)
        let id = try #require(try all.decode(DevEventsJSONList.self).ids.first)
        let add = try await sandbox.devevents(["fav", "add", id], source: source)
        try #require(add.status == 0, add.summary)
        return (sandbox, source, id)
    }

    @Test("devevents list --favorites and show read a read-only data folder", .enabled(if: ReadOnlyPath.isSupported))
    func favoritesInReadOnlyFolder() async throws {
        let (sandbox, source, id) = try await Self.sandboxWithOneFavorite()
        let locked = try ReadOnlyPath(sandbox.root.appendingPathComponent("data/quicksearch").path)
        defer { locked.restore() }
        let list = try await sandbox.devevents(["list", "--favorites", "--json"], source: source)
        #expect(list.status == 0, list.summary)
        #expect(try list.decode(DevEventsJSONList.self).ids == [id])
        let show = try await sandbox.devevents(["show", id], source: source)
        #expect(show.status == 0, show.summary)
        #expect(show.errorLines.isEmpty, show.summary)
    }

    @Test(
        "devevents list keeps its favourite marks on a read-only data folder, without a warning",
        .enabled(if: ReadOnlyPath.isSupported)
    )
    func favoriteMarksInReadOnlyFolder() async throws {
        let (sandbox, source, id) = try await Self.sandboxWithOneFavorite()
        let locked = try ReadOnlyPath(sandbox.root.appendingPathComponent("data/quicksearch").path)
        defer { locked.restore() }
        let list = try await sandbox.devevents(["list", "--json"], source: source)
        #expect(list.status == 0, list.summary)
        #expect(list.errorLines.isEmpty, list.summary)
        let marked = try list.decode(DevEventsJSONList.self).events.filter { $0.favorite != nil }.map(\.id)
        #expect(marked == [id])
    }

    @Test("a read-only cache file: one warning, the results, nothing cached", .enabled(if: ReadOnlyPath.isSupported))
    func readOnlyCacheFile() async throws {
        let sandbox = try QSearchSandbox()
        let first = try await sandbox.qsearch("images", "cached n=3", "--limit", "3")
        try #require(first.status == 0, "\(first.stderr)")
        let file = sandbox.root.appendingPathComponent("cache/quicksearch/cache.sqlite").path
        let locked = try ReadOnlyPath(file)
        defer { locked.restore() }
        let asked = sandbox.upstreamRequestCount
        let run = try await sandbox.qsearch("images", "not cached n=3", "--limit", "3", "--jsonl")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdoutLines.count == 3)
        #expect(run.stderrLines.count == 1, "\(run.stderr)")
        #expect(
            run.stderrLines.first?.hasPrefix("qsearch: warning: ") == true && run.stderr.contains("cache"),
            "\(run.stderr)"
        )
        #expect(sandbox.upstreamRequestCount > asked)
        let again = try await sandbox.qsearch("images", "not cached n=3", "--limit", "3", "--jsonl")
        #expect(again.status == 0)
        #expect(sandbox.upstreamRequestCount >= asked + 4, "the second run was not served from a cache")
    }

    @Test("a read-only cache folder: one warning and the results", .enabled(if: ReadOnlyPath.isSupported))
    func readOnlyCacheFolder() async throws {
        let sandbox = try QSearchSandbox()
        let first = try await sandbox.qsearch("images", "cached n=3", "--limit", "3")
        try #require(first.status == 0, "\(first.stderr)")
        let locked = try ReadOnlyPath(sandbox.root.appendingPathComponent("cache/quicksearch").path)
        defer { locked.restore() }
        let run = try await sandbox.qsearch("images", "other n=3", "--limit", "3", "--jsonl")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdoutLines.count == 3)
        #expect(run.stderrLines.count == 1, "\(run.stderr)")
        #expect(run.stderr.contains("cache"))
    }

    @Test("HOME that does not exist is never created: a search warns naming HOME, fav add fails with 78")
    func missingHome() async throws {
        let sandbox = try QSearchSandbox()
        let home = sandbox.root.appendingPathComponent("nonexistent").path
        var environment = sandbox.environment.filter { !$0.key.hasPrefix("XDG_") }
        environment["HOME"] = home
        let search = try await sandbox.qsearch(
            ["images", "homeless n=3", "--limit", "3", "--jsonl"],
            environment: environment
        )
        #expect(search.status == 0, "\(search.stderr)")
        #expect(search.stdoutLines.count == 3)
        #expect(
            !search.stderrLines.isEmpty && search.stderrLines.allSatisfy { $0.contains("HOME (\(home))") },
            "\(search.stderr)"
        )
        let history = try await sandbox.qsearch(["history"], environment: environment)
        #expect(history.status == 78, "\(history.stderr)")
        #expect(history.stderrLines.count == 1 && history.stderr.contains("HOME"))

        let events = try DevEventsSandbox()
        let source = try events.writeScratchPage(Self.page)
        let add = try await events.devevents(
            ["fav", "add", "x", "--source", source, "--now", DevEventsSandbox.now],
            environment: ["HOME": home, "XDG_DATA_HOME": "", "XDG_CACHE_HOME": "", "XDG_STATE_HOME": ""]
        )
        #expect(add.status == 78, add.summary)
        #expect(add.errorLines.count == 1 && add.stderr.contains("HOME (\(home))"), add.summary)
        #expect(!FileManager.default.fileExists(atPath: home))
    }

    @Test("a relative XDG_CACHE_HOME is ignored with a warning naming it")
    func relativeCacheHome() async throws {
        let sandbox = try QSearchSandbox()
        var environment = sandbox.environment
        environment["XDG_CACHE_HOME"] = "relative/cache"
        let run = try await sandbox.qsearch(
            ["images", "relative n=3", "--limit", "3", "--jsonl"],
            environment: environment
        )
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderrLines.count == 1, "\(run.stderr)")
        #expect(run.stderr.contains("XDG_CACHE_HOME") && run.stderr.contains("relative/cache"), "\(run.stderr)")
        let fallback = sandbox.root.appendingPathComponent("home/.cache/quicksearch/cache.sqlite").path
        #expect(FileManager.default.fileExists(atPath: fallback))
    }

    @Test("without HOME, the cache warning names XDG_CACHE_HOME (not XDG_DATA_HOME)")
    func unsetHomeNamesTheCacheVariable() async throws {
        let sandbox = try QSearchSandbox()
        var environment = sandbox.environment
        environment["HOME"] = nil
        environment["XDG_CACHE_HOME"] = nil
        let run = try await sandbox.qsearch(
            ["images", "no home n=3", "--limit", "3", "--jsonl"],
            environment: environment
        )
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderrLines.count == 1, "\(run.stderr)")
        #expect(run.stderr.contains("XDG_CACHE_HOME") && !run.stderr.contains("XDG_DATA_HOME"), "\(run.stderr)")
    }
}

#if os(Linux)
extension StorageAccessTests {
    /// Makes `folder` a folder the unprivileged user can read but not write, holding files of
    /// theirs (0600): the database with the log and index its last run left beside it, or
    /// `withoutIndex`, the log without its `-shm` index, which SQLite cannot then create (the
    /// file is then read as it is, without the log: what was saved is in the file itself).
    static func handOverReadOnly(_ folder: URL, withoutIndex: Bool = false) throws {
        let index = folder.appendingPathComponent("data.sqlite-shm")
        #expect(FileManager.default.fileExists(atPath: index.path))
        if withoutIndex { try FileManager.default.removeItem(at: index) }
        for file in files(under: folder) {
            try UnprivilegedRunner.handOver(file)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
    }

    @Test(
        "a user's WAL data file in a folder they cannot write: history and favourites are read",
        .enabled(if: UnprivilegedRunner.isAvailable, "needs root and setpriv to run as an unprivileged user")
    )
    func unwritableFolderOfTheUser() async throws {
        let sandbox = try QSearchSandbox()
        let search = try await sandbox.qsearch("images", "kept query n=3", "--limit", "3")
        try #require(search.status == 0, "\(search.stderr)")
        try Self.handOverReadOnly(sandbox.root.appendingPathComponent("data/quicksearch"))
        let history = try await UnprivilegedRunner.run(
            "qsearch",
            ["history", "--json"],
            environment: sandbox.baseEnvironment
        )
        #expect(history.status == 0, "\(history.stderr)")
        #expect(history.stderr.isEmpty, "\(history.stderr)")
        let searches = try #require(try history.jsonObject()["searches"] as? [[String: Any]])
        #expect(searches.map { $0["query"] as? String } == ["kept query n=3"])

        let events = try DevEventsSandbox()
        let source = try events.writeScratchPage(Self.page)
        let all = try await events.devevents(["list", "--all", "--json"], source: source)
        let id = try #require(try all.decode(DevEventsJSONList.self).ids.first)
        let add = try await events.devevents(["fav", "add", id], source: source)
        try #require(add.status == 0, add.summary)
        try Self.handOverReadOnly(events.root.appendingPathComponent("data/quicksearch"), withoutIndex: true)
        let clock = ["--source", source, "--now", DevEventsSandbox.now]
        for arguments in [["list", "--favorites", "--json"], ["show", id], ["list", "--json"]] {
            let run = try await UnprivilegedRunner.run(
                "devevents",
                arguments + clock,
                environment: events.baseEnvironment
            )
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            #expect(run.stderr.isEmpty, "\(arguments): \(run.stderr)")
            #expect(run.stdout.contains(id), "\(arguments): \(run.stdout)")
        }
    }
}
#endif
