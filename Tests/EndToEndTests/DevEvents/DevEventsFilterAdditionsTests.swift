import Foundation
import Testing

/// The filters users asked for: `--paid` beside `--free`, `--sort deadline|start|title`,
/// `tags --limit N`, and `export --ics -o FILE` written atomically, owner-only.
@Suite("devevents --paid, --sort deadline, tags --limit, export -o")
struct DevEventsFilterAdditionsTests {
    @Test("--paid keeps the paid events, --free the free ones, and the two exclude each other")
    func paid() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let paid = try await sandbox.devevents(["list", "--all", "--paid", "--json"], source: source)
        let paidEvents = try paid.decode(DevEventsJSONList.self).events
        #expect(!paidEvents.isEmpty && paidEvents.allSatisfy { $0.price == "paid" }, paid.summary)
        let free = try await sandbox.devevents(["list", "--all", "--free", "--json"], source: source)
        let freeEvents = try free.decode(DevEventsJSONList.self).events
        #expect(!freeEvents.isEmpty && freeEvents.allSatisfy { $0.price == "free" })
        let both = try await sandbox.devevents(["list", "--free", "--paid"], source: source)
        #expect(both.status == 64)
        #expect(both.stderr.contains("--free and --paid exclude each other"), both.summary)
    }

    @Test("--sort deadline: soonest registration closing (or event start) first; start is the date order")
    func sortByDeadline() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let byDeadline = try await sandbox.devevents(["list", "--sort", "deadline", "--json"], source: source)
        let events = try byDeadline.decode(DevEventsJSONList.self).events
        // The deadline: a window's end (its closing moment), an event date's start; ISO 8601
        // times in one zone sort as text.
        let keys = events.map { $0.periodKind == "event_date" ? $0.start : $0.end }
        let dated = keys.prefix { $0 != nil }.compactMap { $0 }
        #expect(dated.count > 10 && dated == dated.sorted(), byDeadline.summary)
        #expect(keys.dropFirst(dated.count).allSatisfy { $0 == nil }, "events without a deadline come last")
        #expect(
            events.contains { $0.periodKind == "event_date" } && events.contains { $0.periodKind == "registration" }
        )
        let byStart = try await sandbox.devevents(["list", "--sort", "start", "--json"], source: source)
        let byDate = try await sandbox.devevents(["list", "--json"], source: source)
        #expect(try byStart.decode(DevEventsJSONList.self).ids == byDate.decode(DevEventsJSONList.self).ids)
        let bad = try await sandbox.devevents(["list", "--sort", "soon"], source: source)
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("one of: date, start, deadline, title"), bad.summary)
    }

    @Test("tags --limit N: the N most used, and a note on how many there were")
    func tagsLimit() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let all = try await sandbox.devevents(["tags", "--json"], source: source)
        let tags = try all.decode(DevEventsJSONTags.self).tags
        let limited = try await sandbox.devevents(["tags", "--limit", "3"], source: source)
        #expect(limited.status == 0, limited.summary)
        #expect(limited.outputLines == tags.prefix(3).map { "\($0.tag)\t\($0.count)" })
        #expect(
            limited.errorLines.first
                == "3 of \(tags.count) tags shown (--limit 3); raise --limit or leave it out to see all"
        )
        let json = try await sandbox.devevents(["tags", "-n", "2", "--json"], source: source)
        #expect(try json.decode(DevEventsJSONTags.self).tags.map(\.tag) == tags.prefix(2).map(\.tag))
    }

    @Test("export -o FILE replaces the file whole, owner-only, and prints nothing; nothing to export leaves it")
    func exportToFile() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let file = sandbox.scratchDirectory.appendingPathComponent("events.ics")
        try Data("old calendar\n".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        let run = try await sandbox.devevents(["export", "--ics", "-o", file.path], source: source)
        #expect(run.status == 0, run.summary)
        #expect(run.stdout.isEmpty)
        #expect(run.errorLines.first?.hasPrefix("exported ") == true, run.summary)
        #expect(run.errorLines.first?.contains(" events to \(file.path)") == true, run.summary)
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written.hasPrefix("BEGIN:VCALENDAR\r\n") && written.hasSuffix("END:VCALENDAR\r\n"))
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: sandbox.scratchDirectory.path)
        #expect(leftovers == ["events.ics"], "no temporary file is left beside it")

        let nothing = try await sandbox.devevents(
            ["export", "--ics", "--tag", "없는태그", "-o", file.path],
            source: source
        )
        #expect(nothing.status == 1, nothing.summary)
        #expect(try String(contentsOf: file, encoding: .utf8) == written)
        let missing = sandbox.scratchDirectory.appendingPathComponent("none.ics")
        let none = try await sandbox.devevents(
            ["export", "--ics", "--tag", "없는태그", "-o", missing.path],
            source: source
        )
        #expect(none.status == 1)
        #expect(!FileManager.default.fileExists(atPath: missing.path))
        let folder = try await sandbox.devevents(
            ["export", "--ics", "-o", sandbox.scratchDirectory.path],
            source: source
        )
        #expect(folder.status == 74, folder.summary)
        #expect(folder.stderr.contains("it is a folder"), folder.summary)
    }
}
