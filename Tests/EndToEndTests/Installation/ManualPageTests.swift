import Foundation
import TestSupport
import Testing

/// The manual pages `qsearch manual` and `devevents manual` print, linted and checked for content.
@Suite("qsearch/devevents manual: the man pages")
struct ManualPageTests {
    static let programs = ["qsearch", "devevents"]

    private static func page(_ program: String) throws -> String {
        let run = try InstalledTools.run(
            program,
            ["manual"],
            environment: ["HOME": "/nonexistent", "SOURCE_DATE_EPOCH": "1767225600"]
        )
        try #require(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        return run.stdout
    }

    private static func lint(_ page: String, with program: String, _ arguments: [String]) throws -> ProcessResult {
        let directory = try TemporaryDirectory(prefix: "manual")
        let file = directory.url.appendingPathComponent("page.1")
        try Data(page.utf8).write(to: file)
        return try InstalledTools.run(program, arguments + [file.path], environment: ["LANG": "C.UTF-8"])
    }

    @Test(
        "mandoc -T lint finds nothing to warn about",
        .enabled(if: InstalledTools.enabled("mandoc"), InstalledTools.skipReason("mandoc")),
        arguments: programs
    )
    func mandocLint(program: String) throws {
        try #require(InstalledTools.path("mandoc") != nil, "QSEARCH_REQUIRE_SHELLS=1 but mandoc is not installed")
        let result = try Self.lint(try Self.page(program), with: "mandoc", ["-T", "lint", "-W", "warning"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.isEmpty && result.stderr.isEmpty, "\(result.stdout)\(result.stderr)")
    }

    @Test(
        "groff -ww finds nothing to warn about",
        .enabled(if: InstalledTools.enabled("groff"), InstalledTools.skipReason("groff-base")),
        arguments: programs
    )
    func groffLint(program: String) throws {
        try #require(InstalledTools.path("groff") != nil, "QSEARCH_REQUIRE_SHELLS=1 but groff is not installed")
        let result = try Self.lint(try Self.page(program), with: "groff", ["-ww", "-z", "-man", "-T", "utf8"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    }
}
