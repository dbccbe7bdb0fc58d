import Foundation
import Testing

/// `--fields` through the built binaries: searches, history and `--fields` alone.
@Suite("--fields end to end")
struct FieldsOptionTests {
    static func object(_ text: some StringProtocol) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test(
        "a search's items keep only the chosen fields, as a document (implied --json) and as lines; the document's own fields stay"
    )
    func search() async throws {
        let sandbox = try QSearchSandbox()
        let document = try await sandbox.qsearch("images", "fields n=12", "--limit", "5", "--fields", "title,url")
        #expect(document.status == 0)
        let root = try Self.object(document.stdout)
        #expect(root["query"] as? String == "fields n=12")
        let items = try #require(root["items"] as? [[String: Any]])
        #expect(items.count == 5)
        #expect(items.allSatisfy { Set($0.keys) == ["title", "url"] })
        let lines = try await sandbox.qsearch(
            "images",
            "fields n=12",
            "--limit",
            "5",
            "--jsonl",
            "--fields",
            "position"
        )
        #expect(
            try lines.stdout.split(separator: "\n").map { try Self.object($0)["position"] as? Int } == [1, 2, 3, 4, 5]
        )
        let history = try await sandbox.qsearch("history", "--jsonl", "--fields", "query")
        #expect(history.stdout == "{\"query\":\"fields n=12\"}\n{\"query\":\"fields n=12\"}\n")
    }

    @Test("--fields alone lists a search's item fields without searching; an unknown one is exit 64")
    func listing() async throws {
        let sandbox = try QSearchSandbox()
        let list = try await sandbox.qsearch("images", "x", "--fields")
        #expect(list.status == 0)
        #expect(list.stdout.split(separator: "\n").first == "position")
        #expect(list.stdout.contains("\nthumbnail_url\n"))
        #expect(sandbox.upstreamRequestCount == 0)
        let unknown = try await sandbox.qsearch("images", "x", "--fields", "titel")
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("unknown field 'titel' for --fields; available: position, source,"))
        #expect(sandbox.upstreamRequestCount == 0)
    }
}
