import Foundation
import QuickSearchData
import QuickSearchDomain
import Testing

@testable import CommandKit
@testable import QuickSearchApp

/// `--fields`: parsing (a list, alone, unknown names), and JSON output keeping only the chosen
/// top-level fields of the chosen record type, in documents and JSON Lines alike.
@Suite("--fields")
struct FieldSelectionTests {
    static func run(
        _ arguments: [String],
        tool: (([String], ProgramIO) async -> Int32)
    ) async -> (Int32, String, String) {
        let stdout = TextBuffer()
        let stderr = TextBuffer()
        let context = ProgramIO(
            variables: ["HOME": "/nonexistent-home-for-fields-tests"],
            stdout: stdout,
            stderr: stderr,
            terminal: TerminalCapabilities(isTTY: false, colorEnabled: false, width: 80),
            stderrIsTerminal: false
        )
        let status = await tool(arguments, context)
        return (status, stdout.text, stderr.text)
    }

    @Test(
        "--fields alone lists the record's fields, one per line, in its order, exit 0",
        arguments: [["history", "--fields"], ["history", "--fields", "--json"], ["history", "--fields="]]
    )
    func listing(arguments: [String]) async {
        let (status, stdout, stderr) = await Self.run(arguments) { await QSearchTool.run($0, io: $1) }
        #expect(status == 0)
        #expect(stdout == HistoryRecord.fieldNames.map { $0 + "\n" }.joined())
        #expect(stderr.isEmpty)
    }

    @Test("each command lists its own record's fields: doctor, cache info, devevents tags")
    func perCommand() async {
        let doctor = await Self.run(["doctor", "--fields"]) { await QSearchTool.run($0, io: $1) }
        #expect(doctor.1 == "name\nstatus\ndetail\nfix\npath\nbytes\n")
        let cache = await Self.run(["cache", "info", "--fields"]) { await QSearchTool.run($0, io: $1) }
        #expect(cache.1 == "path\nentries\nbytes\n")
        let tags = await Self.run(["tags", "--fields"]) { await DevEventsTool.run($0, io: $1) }
        #expect(tags.1 == "tag\ncount\n")
    }

    @Test("unknown fields: one usage line naming them and the available ones, exit 64")
    func unknown() async {
        let (status, stdout, stderr) = await Self.run(["history", "--fields", "query,bogus,,nope"]) {
            await QSearchTool.run($0, io: $1)
        }
        #expect(status == 64)
        #expect(stdout.isEmpty)
        #expect(
            stderr.hasPrefix(
                "qsearch: error: unknown fields 'bogus', an empty name, 'nope' for --fields; available: "
                    + HistoryRecord.fieldNames.joined(separator: ", ")
            )
        )
        #expect(stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test(
        "--fields is refused with the options that print no JSON records (exit 64)",
        arguments: [
            ["history", "--clear", "--fields", "query"], ["dust", "--format", "line", "--fields", "place"],
            ["weather", "--watch", "--fields", "place"], ["images", "x", "--preview", "--fields", "title"],
        ]
    )
    func conflicts(arguments: [String]) async {
        let (status, stdout, stderr) = await Self.run(arguments) { await QSearchTool.run($0, io: $1) }
        #expect(status == 64)
        #expect(stdout.isEmpty)
        #expect(
            stderr.contains("cannot be combined with '--fields'") || stderr.contains("'--fields' cannot be combined")
        )
    }

    @Test("--fields implies --json; with --jsonl it stays JSON Lines; with --json it is still a document")
    func format() throws {
        func format(_ arguments: [String]) throws -> OutputFormat {
            let spec = CommandSpec(name: "t", abstract: "t", options: OutputFormat.options)
            guard case .run(let parsed) = try ArgumentParser.parse(arguments, spec: spec) else {
                throw CLIError("no run")
            }
            return try OutputFormat(parsed)
        }
        #expect(try format(["--fields", "a"]) == .json)
        #expect(try format(["--fields", "a", "--jsonl"]) == .jsonLines)
        #expect(try format(["--fields", "a", "--json"]) == .json)
        #expect(try format([]) == .human)
    }

    static let event = DevEventsCLIFixtures.event(
        title: "필드 행사",
        tags: ["AI"],
        start: DevEventsCLIFixtures.seoul(2026, 8, 20),
        end: DevEventsCLIFixtures.seoul(2026, 8, 21)
    )
    static let now = DevEventsCLIFixtures.seoul(2026, 8, 1)

    static func selection(_ names: Set<String>) -> FieldSelection {
        FieldSelection(names: names, keyType: ObjectIdentifier(DevEventRecord.FieldKey.self))
    }

    @Test("in a document, each record keeps only the chosen fields; the document's own fields stay")
    func document() throws {
        let saved = DevEventSavedEvent(event: Self.event, addedAt: Self.now, onPage: true)
        let document = DevEventListDocument(
            source: URL(string: "https://example.com/page")!,
            origin: "network",
            now: Self.now,
            events: [DevEventRecord(event: Self.event, now: Self.now, saved: saved)],
            ended: nil
        )
        let json = try JSONOutput.korea.document(document, fields: Self.selection(["title", "start"]))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(root.keys) == ["source", "origin", "now", "count", "events"])
        let record = try #require((root["events"] as? [[String: Any]])?.first)
        #expect(Set(record.keys) == ["title", "start"])
        #expect(record["title"] as? String == "필드 행사")
        #expect(record["start"] as? String == "2026-08-20T00:00:00+09:00")
    }

    @Test("a JSON Lines record keeps the chosen fields, values byte for byte as without --fields")
    func line() throws {
        let record = DevEventRecord(event: Self.event, now: Self.now, saved: nil)
        let full = try #require(
            try JSONSerialization.jsonObject(with: Data(JSONOutput.korea.line(record).utf8)) as? [String: Any]
        )
        let line = try JSONOutput.korea.line(record, fields: Self.selection(["id", "tags", "favorite", "end"]))
        let kept = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(Set(kept.keys) == ["id", "tags", "favorite", "end"])
        #expect(kept["tags"] as? [String] == full["tags"] as? [String])
        #expect(kept["end"] as? String == full["end"] as? String)
        #expect(line.hasSuffix("\n") && !line.dropLast().contains("\n"))
        let every = Self.selection(Set(DevEventRecord.fieldNames))
        #expect(try JSONOutput.korea.line(record, fields: every) == JSONOutput.korea.line(record))
        let document = ["events": [record, record]]
        #expect(try JSONOutput.korea.document(document, fields: every) == JSONOutput.korea.document(document))
    }

    @Test("a selection for one record type leaves records of other types whole")
    func otherTypes() throws {
        let record = DevEventRecord(event: Self.event, now: Self.now, saved: nil)
        let other = FieldSelection(names: ["tag"], keyType: ObjectIdentifier(HealthCheckRecord.FieldKey.self))
        #expect(try JSONOutput.korea.line(record, fields: other) == JSONOutput.korea.line(record))
    }
}
