import Foundation
import Testing

/// `devevents tags`: how many events carry each tag.
@Suite("devevents tags")
struct DevEventsTagsTests {
    @Test(
        "tags --json counts match counting the tags of list --all --json",
        arguments: [
            DevEventsSandbox.mainFixture, "synthetic-field-anomalies.html", "README-2022-11-30.html",
        ]
    )
    func countsMatchTheList(_ fixture: String) async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(fixture: fixture)
        let tags = try await sandbox.devevents(["tags", "--json"], source: source)
        let list = try await sandbox.devevents(["list", "--all", "--json"], source: source)
        try #require(tags.status == 0, tags.summary)
        try #require(list.status == 0, list.summary)

        var expected: [String: Int] = [:]
        for event in try list.decode(DevEventsJSONList.self).events {
            for tag in Set(event.tags.flatMap(Self.groups).map { $0.lowercased() }) {
                expected[tag, default: 0] += 1
            }
        }
        let counted = try tags.decode(DevEventsJSONTags.self).tags
        #expect(!counted.isEmpty)
        #expect(Dictionary(counted.map { ($0.tag.lowercased(), $0.count) }, uniquingKeysWith: +) == expected)
        let numbers = counted.map(\.count)
        #expect(numbers == numbers.sorted(by: >))
        #expect(sandbox.pageRequests.count == 1)
    }

    /// The names `tags` counts a tag under: a mode tag with a place in parentheses as its mode
    /// and the place's first word, an online one as its mode; any other tag as itself.
    static func groups(_ tag: String) -> [String] {
        guard let open = tag.firstIndex(of: "("), let close = tag.lastIndex(of: ")"), open < close else { return [tag] }
        let mode = String(tag[..<open]).trimmingCharacters(in: .whitespaces)
        guard ["오프라인", "하이브리드", "온라인"].contains(mode) else { return [tag] }
        let region = tag[tag.index(after: open)..<close].split(whereSeparator: { " ,/".contains($0) }).first.map(
            String.init
        )
        return mode == "온라인" ? [mode] : [mode] + (region.map { [$0] } ?? [])
    }

    @Test("piped tags: tab-separated tag and count, credit on stderr")
    func pipedTags() async throws {
        let sandbox = try DevEventsSandbox()
        let source = DevEventsSandbox.fixtureURL(DevEventsSandbox.mainFixture)
        let json = try await sandbox.devevents(["tags", "--json"], source: source)
        let plain = try await sandbox.devevents(["tags"], source: source)
        try #require(plain.status == 0, plain.summary)
        let counted = try json.decode(DevEventsJSONTags.self).tags
        #expect(plain.outputLines == counted.map { "\($0.tag)\t\($0.count)" })
        #expect(!plain.stdout.contains("\u{1B}"))
        #expect(plain.errorLines.contains { $0.hasPrefix("Source: ") })
    }
}
