import Foundation
import QuickSearchData
import TestRandomness
import TestSupport
import Testing

/// The store under load and under SIGKILL, with the real binaries: 50 processes writing at once
/// lose nothing, and a writer killed at varied points never loses a write it reported done nor
/// leaves a damaged file. Run on their own with `swift test --filter StoreReliabilityTests`.
@Suite("Store reliability: concurrent writers and SIGKILL")
struct StoreReliabilityTests {
    /// `PRAGMA integrity_check` of the SQLite file at `path`.
    static func integrity(_ path: String) throws -> [String] {
        let database = try SQLiteDatabase(path: path, access: .readOnly)
        return try database.query("PRAGMA integrity_check").map { try $0.string(at: 0) }
    }

    /// Runs `count` jobs at once, each on a thread of its own.
    static func concurrently<Result: Sendable>(
        _ count: Int,
        _ job: @escaping @Sendable (Int) async throws -> Result
    ) async throws -> [Result] {
        try await withThrowingTaskGroup(of: (Int, Result).self) { group in
            for index in 0..<count {
                group.addTask { (index, try await job(index)) }
            }
            var results: [(Int, Result)] = []
            for try await result in group {
                results.append(result)
            }
            return results.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }

    @Test("50 concurrent 'devevents fav add' runs: all 50 favourites saved, file intact")
    func fiftyFavoriteWriters() async throws {
        let sandbox = try DevEventsSandbox()
        let entries = (0..<50).map { index in
            DevEventsSyntheticPage.Entry(
                title: "샘플 동시 행사 \(index)",
                url: "https://example.com/concurrent/\(index)",
                tags: ["온라인"],
                host: "샘플주최",
                period: ("일시", "09. \(10 + index % 18)(목) 14:00 ~ 18:00")
            )
        }
        let source = try sandbox.writeScratchPage(
            DevEventsSyntheticPage(sections: [.init(heading: "26년 09월", entries: entries)]).html
        )
        let listed = try await sandbox.devevents(["list", "--all", "--json"], source: source)
        let ids = try listed.decode(DevEventsJSONList.self).ids
        try #require(Set(ids).count == 50, listed.summary)

        let runs = try await Self.concurrently(50) { index in
            try await sandbox.devevents(["fav", "add", ids[index]], source: source)
        }
        for run in runs {
            #expect(run.status == 0, run.summary)
        }
        let saved = try await sandbox.devevents(["list", "--favorites", "--json"], source: source)
        #expect(Set(try saved.decode(DevEventsJSONList.self).ids) == Set(ids), saved.summary)
        let file = sandbox.root.appendingPathComponent("data/quicksearch/data.sqlite").path
        #expect(try Self.integrity(file) == ["ok"])
    }

    @Test("50 concurrent searches: every one recorded in the history, both files intact")
    func fiftySearchWriters() async throws {
        let sandbox = try QSearchSandbox()
        let runs = try await Self.concurrently(50) { index in
            try await sandbox.qsearch(
                ["images", "writer \(index) n=2", "--limit", "2", "--jsonl"],
                environment: sandbox.environment
            )
        }
        for run in runs {
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.isEmpty, "\(run.stderr)")
        }
        let history = try await sandbox.qsearch("history", "--limit", "100", "--json")
        let searches = try #require(try history.jsonObject()["searches"] as? [[String: Any]])
        #expect(Set(searches.compactMap { $0["query"] as? String }) == Set((0..<50).map { "writer \($0) n=2" }))
        for file in ["data/quicksearch/data.sqlite", "cache/quicksearch/cache.sqlite"] {
            #expect(try Self.integrity(sandbox.root.appendingPathComponent(file).path) == ["ok"], "\(file)")
        }
    }

    #if os(Linux)
    @Test("a writer killed with SIGKILL at 20 varied points loses no reported write")
    func sigkillDuringWrites() throws {
        let folder = try TemporaryDirectory(prefix: "store-sigkill")
        let path = folder.path("data.sqlite")
        let writer = ProcessRunner.productsDirectory.appendingPathComponent("qsbench").path
        // Kill points: right after start (while the file is created and its schema written),
        // then after a varied number of reported writes, from a fixed seed.
        var random = SeededRandom(seed: 0x5EED_2026)
        let killPoints = [0, 1] + (0..<18).map { _ in Int(random.next() % 120) + 2 }
        var reported: [String] = []
        for (round, killAfter) in killPoints.enumerated() {
            let child = try KillableProcess(
                writer,
                ["store-writes", path, "--count", "100000", "--prefix", "r\(round)-", "--report"]
            )
            let seen = child.waitForLines(killAfter)
            let (lines, status) = child.kill9()
            #expect(seen >= killAfter, "round \(round): the writer stopped after \(seen) writes")
            #expect(status & 0x7f == SIGKILL, "round \(round): the writer was not killed (status \(status))")
            reported += lines.compactMap { $0.hasPrefix("committed ") ? String($0.dropFirst("committed ".count)) : nil }

            // Killed before it created the file: nothing to check yet.
            guard FileManager.default.fileExists(atPath: path) else { continue }
            #expect(try Self.integrity(path) == ["ok"], "round \(round)")
            let stored = Set(try QuickSearchStore.reading(path: path).favorites().map(\.id))
            let lost = reported.filter { !stored.contains($0) }
            #expect(lost.isEmpty, "round \(round): \(lost.count) reported writes lost, e.g. \(lost.prefix(3))")
        }
        #expect(reported.count >= killPoints.reduce(0, +))
    }
    #endif
}
