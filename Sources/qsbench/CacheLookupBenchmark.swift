import Foundation
import QuickSearchData

/// `qsbench cache-lookup [--iterations N]`: opens the response cache and looks one 20 KB answer
/// up with its body, N times (default 200), as the cache stage does for an answer without a
/// compact form, and prints the median and the 90th
/// percentile, e.g. `cache-lookup median_ms=0.105 p90_ms=0.140 iterations=200`.
func runCacheLookup(_ arguments: [String]) {
    let iterations = iterationCount(arguments, default: 200)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("qsbench-cache-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("cache.sqlite").path
        let now = Date()
        try ResponseCache(path: path).store(
            CachedResponse(
                key: "GET http://127.0.0.1/v1/search/image?query=bench",
                body: Data(repeating: 0x7A, count: 20_000),
                status: 200,
                storedAt: now,
                expiresAt: now.addingTimeInterval(3600)
            )
        )
        let clock = ContinuousClock()
        var timings: [Duration] = []
        for _ in 0..<iterations {
            timings.append(
                try clock.measure {
                    // As the cache stage asks for an answer without a compact form: with its body.
                    _ = try ResponseCache(path: path)
                        .answer(forKey: "GET http://127.0.0.1/v1/search/image?query=bench", includingBody: true)
                }
            )
        }
        timings.sort()
        print(
            "cache-lookup",
            String(format: "median_ms=%.3f", milliseconds(timings[timings.count / 2])),
            String(format: "p90_ms=%.3f", milliseconds(timings[timings.count * 9 / 10])),
            "iterations=\(iterations)"
        )
    } catch {
        fail("qsbench: cache-lookup failed: \(error)", status: 74)
    }
}

/// `--iterations N` from `arguments`, or `fallback`.
func iterationCount(_ arguments: [String], default fallback: Int) -> Int {
    guard let index = arguments.firstIndex(of: "--iterations") else { return fallback }
    guard arguments.indices.contains(index + 1), let count = Int(arguments[index + 1]), count > 0 else {
        fail(usage, status: 64)
    }
    return count
}

/// `duration` in milliseconds.
func milliseconds(_ duration: Duration) -> Double {
    duration.timeInterval * 1000
}
