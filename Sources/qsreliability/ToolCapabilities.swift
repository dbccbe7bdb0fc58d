/// What the built tools support, asked once before the stages: a missing capability the
/// issue requires is one failure of its own, and the stages run without it.
struct ToolCapabilities {
    /// Whether `qsearch images` takes `--timeout SECONDS` (issue 6 §1.6).
    var searchTimeout: Bool

    static func probe(_ context: MatrixContext) -> ToolCapabilities {
        let home = context.workDirectory + "/probe"
        try? context.makeHome(home)
        let help = ChildProcess.run(
            [context.binDirectory + "/qsearch", "images", "--help"],
            environment: context.environment(home: home),
            outputDirectory: home + "/output",
            timeLimit: .seconds(20)
        )
        let text = String(decoding: help.stdout + help.stderr, as: UTF8.self)
        return ToolCapabilities(searchTimeout: text.contains("--timeout"))
    }

    /// The failures to report for what is missing.
    var problems: [String] {
        searchTimeout ? [] : ["qsearch has no --timeout: cells run without it, against the 30 s default deadline"]
    }
}
