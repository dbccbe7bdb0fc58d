import Foundation
import TestSupport
import Testing

/// What `devevents` says when the page cannot be used: one line, what happened, what to do,
/// and never Foundation's own wording.
@Suite("devevents: one clear line for each way a page cannot be read")
struct DevEventsLoadMessageTests {
    private static func expectOneLine(_ run: DevEventsRun, status: Int32, saying phrase: String) {
        #expect(run.status == status, run.summary)
        #expect(run.stdout.isEmpty, run.summary)
        #expect(run.errorLines.count == 1, run.summary)
        let line = run.errorLines.first ?? ""
        #expect(line.hasPrefix("devevents: error: "), run.summary)
        #expect(line.contains(phrase), run.summary)
        for foundation in ["operation could not be completed", "NSCocoaErrorDomain", "permission"] {
            #expect(!line.contains(foundation), run.summary)
        }
    }

    @Test("file:///dev/zero is not a regular file")
    func deviceFile() async throws {
        let sandbox = try DevEventsSandbox()
        let run = try await sandbox.devevents(["list"], source: "file:///dev/zero")
        Self.expectOneLine(run, status: 69, saying: "not a regular file")
    }

    @Test("a folder is a folder, not a page")
    func folder() async throws {
        let sandbox = try DevEventsSandbox()
        let run = try await sandbox.devevents(["list"], source: sandbox.scratchDirectory.absoluteString)
        Self.expectOneLine(run, status: 69, saying: "is a folder")
    }

    @Test("a file past the 16 MiB page limit is refused without reading it all")
    func hugeFile() async throws {
        let sandbox = try DevEventsSandbox()
        let url = sandbox.scratchDirectory.appendingPathComponent("huge.html")
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data("<html>".utf8)))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 17 * 1024 * 1024)
        try handle.close()
        let run = try await sandbox.devevents(["list"], source: url.absoluteString)
        Self.expectOneLine(run, status: 69, saying: "larger than 16 MiB")
    }

    @Test("a page of a million items is refused as too large to read (65), not read for minutes")
    func millionItems() async throws {
        let sandbox = try DevEventsSandbox()
        let page = HostileDevEventPage.html(.identicalItems, count: 1_000_000)
        let run = try await sandbox.devevents(["list"], source: try sandbox.writeScratchPage(page))
        Self.expectOneLine(run, status: 65, saying: "holds more than 250,000 HTML elements, attributes and texts")
        #expect(run.stderr.contains("check that --source (or DEVEVENTS_SOURCE) is a page in the Dev-Event format"))
    }

    @Test("a missing file says it does not exist")
    func missingFile() async throws {
        let sandbox = try DevEventsSandbox()
        let source = sandbox.scratchDirectory.appendingPathComponent("absent.html").absoluteString
        let run = try await sandbox.devevents(["list"], source: source)
        Self.expectOneLine(run, status: 69, saying: "does not exist")
    }

    @Test("a broken page with nothing saved does not claim a kept copy; with one saved, it does")
    func keptCopyOnlyWhenThere() async throws {
        let sandbox = try DevEventsSandbox()
        let broken = try sandbox.serve(fixture: "synthetic-no-sections.html", as: "broken.html")
        let first = try await sandbox.devevents(["list"], source: broken)
        #expect(first.status == 65, first.summary)
        #expect(!first.stderr.contains("last good copy"), first.summary)

        let source = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let good = try await sandbox.devevents(["list"], source: source)
        try #require(good.status == 0, good.summary)
        try sandbox.serve(fixture: "synthetic-no-sections.html")
        let later = try await sandbox.devevents(["list", "--refresh"], source: source)
        #expect(later.status == 65, later.summary)
        #expect(later.stderr.contains("the last good copy is kept"), later.summary)
    }
}
