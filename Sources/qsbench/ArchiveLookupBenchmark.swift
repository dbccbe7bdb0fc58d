import Foundation
import QuickSearchData

/// `qsbench archive-lookup [--entries N] [--iterations N]`: fills a download archive with N
/// archived files (default 10,000, in one transaction), then times the check `--download` makes
/// for each result (`DownloadArchive.entry(for:)`), alternately an archived address and one not
/// archived, and prints the median and the 90th percentile per check and the time to open the
/// archive, e.g. `archive-lookup median_ms=0.012 p90_ms=0.020 open_ms=0.400 entries=10000 iterations=1000`.
func runArchiveLookup(_ arguments: [String]) {
    let iterations = iterationCount(arguments, default: 1000)
    let entries = countOption("--entries", in: arguments, default: 10_000)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qsbench-archive-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("archive.sqlite").path
        _ = try DownloadArchive(path: path)
        let address = { (index: Int) in "https://img\(index % 97).example.com/photos/\(index)/original.jpg?w=1200" }
        try SQLiteDatabase(path: path).transaction { transaction in
            for index in 0..<entries {
                let digest =
                    String(repeating: String(index % 16, radix: 16), count: 48) + String(format: "%016x", index)
                try transaction.execute(
                    "INSERT INTO downloads VALUES (?, ?, ?, ?, ?, ?, ?)",
                    [
                        .text(address(index)), .text(digest), .int(204_800), .text("/home/me/cats/\(index).jpg"),
                        .text("고양이"), .text("naver-image"), .int(1_700_000_000_000 + index),
                    ]
                )
            }
        }
        let clock = ContinuousClock()
        var archive: DownloadArchive?
        let opening = try clock.measure { archive = try DownloadArchive(path: path) }
        guard let archive else { return }
        var timings: [Duration] = []
        var found = 0
        for iteration in 0..<iterations {
            let url = iteration % 2 == 0 ? address(iteration * 7919 % max(1, entries)) : address(entries + iteration)
            timings.append(try clock.measure { found += try archive.entry(for: url) == nil ? 0 : 1 })
        }
        guard found == (iterations + 1) / 2 || entries == 0 else {
            fail("qsbench: archive-lookup found \(found) of \((iterations + 1) / 2) archived addresses", status: 70)
        }
        timings.sort()
        print(
            "archive-lookup",
            String(format: "median_ms=%.3f", milliseconds(timings[timings.count / 2])),
            String(format: "p90_ms=%.3f", milliseconds(timings[timings.count * 9 / 10])),
            String(format: "open_ms=%.3f", milliseconds(opening)),
            "entries=\(entries)",
            "iterations=\(iterations)"
        )
    } catch {
        fail("qsbench: archive-lookup failed: \(error)", status: 74)
    }
}

/// `NAME N` from `arguments` (N ≥ 0), or `fallback`.
private func countOption(_ name: String, in arguments: [String], default fallback: Int) -> Int {
    guard let index = arguments.firstIndex(of: name) else { return fallback }
    guard arguments.indices.contains(index + 1), let count = Int(arguments[index + 1]), count >= 0 else {
        fail(usage, status: 64)
    }
    return count
}
