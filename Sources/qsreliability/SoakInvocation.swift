import MockAPI

/// One command of the soak, drawn from a seeded mix of searches, listings, history and cache.
struct SoakInvocation: Sendable {
    enum Output: Sendable {
        case document
        case lines
        case text
    }

    var kind: String
    var tool: String
    var arguments: [String]
    var output: Output
    var deadlineSeconds: Int

    private static let queries = ["고양이", "제주 바다", "스위프트 강의", "cat", "n=120 sunset", "kakao=5 naver=7 dog"]
    private static let limits = ["10", "30", "60", "150"]

    /// `count` invocations, the same for the same seed.
    static func plan(count: Int, seed: UInt64, timeoutSupported: Bool) -> [SoakInvocation] {
        var random = SplitMix64(seed: seed)
        let timeout = MatrixCommand.searchTimeout(supported: timeoutSupported)
        return (0..<count).map { _ in draw(&random, timeout: timeout) }
    }

    private static func draw(_ random: inout SplitMix64, timeout: (arguments: [String], seconds: Int)) -> SoakInvocation
    {
        let roll = random.below(100)
        let query = queries[random.below(queries.count)]
        let limit = limits[random.below(limits.count)]
        let search = timeout.seconds
        switch roll {
        case 0..<35:
            let extra = random.below(4) == 0 ? ["--refresh"] : random.below(3) == 0 ? ["--sort", "recency"] : []
            return SoakInvocation(
                kind: "images",
                tool: "qsearch",
                arguments: ["images", query, "--json", "--limit", limit] + timeout.arguments + extra,
                output: .document,
                deadlineSeconds: search
            )
        case 35..<55:
            return SoakInvocation(
                kind: "videos",
                tool: "qsearch",
                arguments: ["videos", query, "--jsonl", "--limit", limit] + timeout.arguments,
                output: .lines,
                deadlineSeconds: search
            )
        case 55..<75:
            let extra = random.below(5) == 0 ? ["--refresh"] : []
            return SoakInvocation(
                kind: "devevents",
                tool: "devevents",
                arguments: ["list", "--json"] + extra,
                output: .document,
                deadlineSeconds: MatrixCommand.defaultDeadline
            )
        case 75..<90:
            return SoakInvocation(
                kind: "history",
                tool: "qsearch",
                arguments: ["history", "--json", "--limit", "20"],
                output: .document,
                deadlineSeconds: search
            )
        default:
            return SoakInvocation(
                kind: "cache",
                tool: "qsearch",
                arguments: ["cache", "info"],
                output: .text,
                deadlineSeconds: search
            )
        }
    }
}
