import Foundation
import QuickSearchData
import TestSupport
import Testing

@testable import CommandKit
@testable import QuickSearchApp

/// `devevents` run in-process on a (pretend) terminal: the aligned table grouped by month, the
/// favourites' ended section, the credit line under the table.
@Suite("devevents terminal output")
struct DevEventsTerminalOutputTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/dev-event", isDirectory: true)

    /// A run's output and status.
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Temporary XDG directories, removed when released.
    final class Home: Sendable {
        private let directory: TemporaryDirectory
        var root: URL { directory.url }

        init() throws {
            directory = try TemporaryDirectory(prefix: "devevents-cli")
        }

        var variables: [String: String] {
            [
                "HOME": root.path,
                "XDG_DATA_HOME": root.appendingPathComponent("data").path,
                "XDG_CACHE_HOME": root.appendingPathComponent("cache").path,
                "XDG_STATE_HOME": root.appendingPathComponent("state").path,
                "DEVEVENTS_NOW": "2026-08-22T12:00:00+09:00",
            ]
        }
    }

    static func run(
        _ arguments: [String],
        source: String,
        home: Home,
        tty: Bool = true,
        color: Bool = false
    ) async -> Output {
        let stdout = TextBuffer()
        let stderr = TextBuffer()
        let context = ProgramIO(
            variables: home.variables.merging(["DEVEVENTS_SOURCE": source]) { $1 },
            stdout: stdout,
            stderr: stderr,
            terminal: TerminalCapabilities(isTTY: tty, colorEnabled: color, width: 160),
            stderrIsTerminal: tty
        )
        let status = await DevEventsTool.run(arguments, io: context)
        return Output(status: status, stdout: stdout.text, stderr: stderr.text)
    }

    static var mainSource: String {
        fixtures.appendingPathComponent("README-2026-08-22.html").absoluteString
    }

    @Test("list on a terminal: month headings, a header row, the credit under the table")
    func terminalTable() async throws {
        let home = try Home()
        let output = await Self.run(["list"], source: Self.mainSource, home: home)
        #expect(output.status == 0, "\(output.stderr)")
        let lines = output.stdout.components(separatedBy: "\n")
        #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == "2026년 8월" })
        #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == "2026년 9월" })
        #expect(lines.contains { $0.hasPrefix("ID") && $0.contains("TITLE") })
        #expect(!output.stdout.contains("\t"))
        #expect(!output.stdout.contains("\u{1B}"))
        #expect(output.stdout.contains("Source: "))
        #expect(!output.stderr.contains("Source: "))
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 160 })
    }

    @Test("colour only when enabled")
    func colour() async throws {
        let home = try Home()
        let coloured = await Self.run(["list"], source: Self.mainSource, home: home, color: true)
        #expect(coloured.stdout.contains("\u{1B}["))
        let piped = await Self.run(["list"], source: Self.mainSource, home: home, tty: false, color: false)
        #expect(!piped.stdout.contains("\u{1B}"))
    }

    @Test("favourites on a terminal: an ended section after the current ones")
    func favouritesEndedSection() async throws {
        let home = try Home()
        let added = await Self.run(["fav", "add", "xh6xqwsf"], source: Self.mainSource, home: home)
        #expect(added.status == 0, "\(added.stderr)")
        let other = Self.fixtures.appendingPathComponent("synthetic-title-anomalies.html").absoluteString
        let output = await Self.run(["list", "--favorites"], source: other, home: home)
        #expect(output.status == 0, "\(output.stderr)")
        let lines = output.stdout.components(separatedBy: "\n")
        let heading = try #require(lines.firstIndex { $0.contains("종료된 이벤트") })
        let row = try #require(lines.firstIndex { $0.contains("xh6xqwsf") })
        #expect(row > heading)
    }

    @Test("no favourites yet: a hint on stderr")
    func noFavourites() async throws {
        let home = try Home()
        let output = await Self.run(["list", "--favorites"], source: Self.mainSource, home: home)
        #expect(output.status == 0)
        #expect(output.stderr.contains("fav add"))
    }

    @Test("nothing matches on a terminal: no table header, only the note and the credit")
    func emptyHasNoHeader() async throws {
        let home = try Home()
        let output = await Self.run(["list", "--tag", "없는태그"], source: Self.mainSource, home: home)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(!output.stdout.contains("TITLE"), "\(output.stdout)")
        #expect(output.stderr.contains("no events match"))
    }

    @Test("saved events carry a ★ before their title on a terminal")
    func favouriteStar() async throws {
        let home = try Home()
        let added = await Self.run(["fav", "add", "xh6xqwsf"], source: Self.mainSource, home: home)
        #expect(added.status == 0, "\(added.stderr)")
        let output = await Self.run(["list", "--all"], source: Self.mainSource, home: home)
        let lines = output.stdout.components(separatedBy: "\n")
        let row = try #require(lines.first { $0.contains("xh6xqwsf") })
        #expect(row.contains("★"))
        #expect(lines.filter { $0.contains("★") }.count == 1)
    }

    @Test("favourites all ended: the ended section alone, with no empty table above it")
    func noBareHeader() async throws {
        let home = try Home()
        let added = await Self.run(["fav", "add", "xh6xqwsf"], source: Self.mainSource, home: home)
        #expect(added.status == 0, "\(added.stderr)")
        let other = Self.fixtures.appendingPathComponent("synthetic-title-anomalies.html").absoluteString
        let output = await Self.run(["list", "--favorites"], source: other, home: home)
        let lines = output.stdout.components(separatedBy: "\n")
        let heading = try #require(lines.firstIndex { $0.contains("종료된 이벤트") })
        #expect(heading == 0, "\(output.stdout)")
        #expect(lines.filter { $0.hasPrefix("ID") }.count == 1)
    }
}
