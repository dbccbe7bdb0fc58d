import Testing

/// What users read, compared byte for byte with the golden files: help and scripts.
@Suite("Golden files: help, completion scripts and manual pages as users read them")
struct GoldenOutputTests {
    @Test("--help of every command at 80 and 40 columns", arguments: GoldenCatalog.help)
    func help(_ scene: GoldenScene) async throws {
        try await scene.check()
    }

    @Test("the bash, zsh and fish completion scripts and the manual pages", arguments: GoldenCatalog.scripts)
    func scripts(_ scene: GoldenScene) async throws {
        try await scene.check()
    }
}
