import Foundation
import QuickSearchDomain
import Testing

@Suite("Dev-Event identifiers")
struct DevEventIdentifierTests {
    @Test("Eight lower-case Crockford base32 characters, stable across runs")
    func shape() {
        let id = DevEventIdentifier.make(title: "샘플 행사 001", url: URL(string: "https://example.com/dev-event/019"))
        #expect(id.count == 8)
        #expect(id.allSatisfy { "0123456789abcdefghjkmnpqrstvwxyz".contains($0) })
        #expect(
            id == DevEventIdentifier.make(title: "샘플 행사 001", url: URL(string: "https://example.com/dev-event/019"))
        )
        #expect(id == "r3pr0se6")
    }

    @Test("Normalised link and folded title: trivial differences keep the id")
    func normalisation() {
        let base = DevEventIdentifier.make(title: "Sample Event", url: URL(string: "https://example.com/a"))
        #expect(
            DevEventIdentifier.make(title: " sample  EVENT\u{200B}", url: URL(string: "http://www.example.com/a/"))
                == base
        )
        #expect(DevEventIdentifier.make(title: "Ｓａｍｐｌｅ Event", url: URL(string: "https://EXAMPLE.com/a")) == base)
    }

    @Test("Entries sharing a link differ by title; similar titles get unlike ids")
    func sharedLink() {
        let link = URL(string: "https://example.com/dev-event/014/")
        let first = DevEventIdentifier.make(title: "샘플 행사 007", url: link)
        let second = DevEventIdentifier.make(title: "샘플 행사 009", url: link)
        #expect(first != second)
        #expect(first.prefix(4) != second.prefix(4))
    }

    @Test("The page builder settles collisions deterministically")
    func collisions() throws {
        let month = try #require(DevEventMonth(year: 2026, month: 3))
        let entry = DevEventRawEntry(title: "샘플 중복", url: URL(string: "https://example.com/dup"), fields: [])
        let page = DevEventPageBuilder.build([
            DevEventRawSection(month: month, heading: "26년 03월", entries: [entry, entry, entry])
        ])
        let ids = page.events.map(\.id)
        #expect(Set(ids).count == 3)
        #expect(ids[0] == DevEventIdentifier.make(title: "샘플 중복", url: entry.url))
        #expect(ids[1] == DevEventIdentifier.make(title: "샘플 중복", url: entry.url, attempt: 2))
        #expect(
            ids
                == DevEventPageBuilder.build([
                    DevEventRawSection(month: month, heading: "26년 03월", entries: [entry, entry, entry])
                ]).events.map(\.id)
        )
    }
}
