import Testing

/// What users read, compared byte for byte with the golden files: help, scripts, tables.
@Suite("Golden files: help, completion scripts, manual pages and tables as users read them")
struct GoldenOutputTests {
    @Test("--help of every command at 80 and 40 columns", arguments: GoldenCatalog.help)
    func help(_ scene: GoldenScene) async throws {
        try await scene.check()
    }

    @Test("the bash, zsh and fish completion scripts and the manual pages", arguments: GoldenCatalog.scripts)
    func scripts(_ scene: GoldenScene) async throws {
        try await scene.check()
    }

    /// One view at a time: each has its mock server (whose accept loop polls), and they all run
    /// on the one thread of the tool runs anyway (`TestThreadExecutor`), so running them together
    /// gains little.
    @Test(
        "every listing view on a terminal 40, 80 and 120 columns wide",
        .serialized,
        arguments: GoldenCatalog.tables
    )
    func tables(_ scene: GoldenScene) async throws {
        try await scene.check()
    }
}
