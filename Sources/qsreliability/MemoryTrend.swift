/// Peak memory of the first invocations against the last, per kind of command (so that the
/// mix of commands in each window does not matter): medians, KiB.
struct MemoryTrend {
    struct Window {
        var kind: String
        var firstMedianKiB: Int
        var lastMedianKiB: Int
    }

    let windows: [Window]

    /// The first and last hundred invocations (a third of the run each when shorter).
    init(results: [SoakResult]) {
        let size = min(100, max(1, results.count / 3))
        let first = results.prefix(size)
        let last = results.suffix(size)
        let kinds = Set(results.map(\.invocation.kind)).sorted()
        windows = kinds.compactMap { kind in
            let early = first.filter { $0.invocation.kind == kind }.map(\.outcome.peakRSSKiB)
            let late = last.filter { $0.invocation.kind == kind }.map(\.outcome.peakRSSKiB)
            guard early.count >= 3, late.count >= 3 else { return nil }
            return Window(kind: kind, firstMedianKiB: Self.median(early), lastMedianKiB: Self.median(late))
        }
    }

    /// What grew too much, or nil.
    func problem(factor: Double, slackKiB: Int) -> String? {
        if windows.isEmpty { return "too few invocations to compare" }
        let grown = windows.filter { Double($0.lastMedianKiB) > Double($0.firstMedianKiB) * factor + Double(slackKiB) }
        return grown.isEmpty ? nil : "median peak memory grew: " + describe(grown)
    }

    var summary: String {
        "median peak memory, first → last: " + describe(windows)
    }

    private func describe(_ windows: [Window]) -> String {
        windows.map { "\($0.kind) \($0.firstMedianKiB / 1024) → \($0.lastMedianKiB / 1024) MiB" }.joined(
            separator: ", "
        )
    }

    private static func median(_ values: [Int]) -> Int {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}
