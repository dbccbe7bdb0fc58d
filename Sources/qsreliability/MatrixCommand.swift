/// A command under test: its arguments, the upstreams it uses, and its time budget.
struct MatrixCommand {
    /// The tool's name (`qsearch`, `devevents`), found in the binary directory.
    var tool: String
    var arguments: [String]
    var upstreams: [MatrixUpstream]
    /// The command's own deadline, seconds; the harness allows `deadline + margin`.
    var deadlineSeconds: Int

    var label: String {
        ([tool] + arguments.prefix(1)).joined(separator: " ")
    }

    /// The fixture page served under `/pages/`.
    static let pagePath = "/pages/README-2026-08-22.html"
    /// The moment `devevents` judges statuses at, so the fixture always has upcoming events.
    static let devEventsNow = "2026-08-20T09:00:00+09:00"

    /// `qsearch`'s deadline in the matrix (passed as `--timeout`).
    static let searchDeadline = 5
    /// The whole-command default both tools promise (issue 6 §1.6): the budget when
    /// `--timeout` cannot be given.
    static let defaultDeadline = 30

    /// `qsearch`'s `--timeout` arguments and budget, or none and the default budget when the
    /// built `qsearch` has no `--timeout` yet.
    static func searchTimeout(supported: Bool) -> (arguments: [String], seconds: Int) {
        supported ? (["--timeout", "\(searchDeadline)"], searchDeadline) : ([], defaultDeadline)
    }

    /// The three commands, with `--timeout` when `qsearch` takes it.
    static func all(timeoutSupported: Bool) -> [MatrixCommand] {
        let timeout = searchTimeout(supported: timeoutSupported)
        return [
            MatrixCommand(
                tool: "qsearch",
                arguments: ["images", "고양이", "--json", "--limit", "40"] + timeout.arguments,
                upstreams: [.naverImage, .kakaoImage],
                deadlineSeconds: timeout.seconds
            ),
            MatrixCommand(
                tool: "qsearch",
                arguments: ["videos", "스위프트 강의", "--json", "--limit", "20"] + timeout.arguments,
                upstreams: [.kakaoVclip],
                deadlineSeconds: timeout.seconds
            ),
            // `devevents` has no `--timeout`: its whole-command default is the budget.
            MatrixCommand(
                tool: "devevents",
                arguments: ["list", "--json"],
                upstreams: [.pages],
                deadlineSeconds: defaultDeadline
            ),
        ]
    }
}
