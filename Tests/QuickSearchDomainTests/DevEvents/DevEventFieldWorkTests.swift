import Foundation
import QuickSearchDomain
import Testing

/// The domain's share of reading a page (ids, tags, hosts, code spans) costs work linear in the
/// entries and their text: counted with `DevEventWorkMeter`, never timed. Four times the input
/// may cost at most five times the work (a quadratic stage costs sixteen times as much).
@Suite("Dev-Event entries: ids and field rules cost work linear in the page")
struct DevEventFieldWorkTests {
    static let count = 1_000

    static func month() throws -> DevEventMonth {
        try #require(DevEventMonth(year: 2026, month: 4))
    }

    /// The work of building a page of one section with these entries.
    static func work(_ entries: [DevEventRawEntry]) throws -> DevEventWorkMeter {
        let meter = DevEventWorkMeter()
        _ = DevEventPageBuilder.build(
            [DevEventRawSection(month: try month(), heading: "26년 04월", entries: entries)],
            meter: meter
        )
        return meter
    }

    static func expectLinear(
        _ make: (Int) -> [DevEventRawEntry],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let small = try work(make(count))
        let large = try work(make(4 * count))
        #expect(small.total > 0, sourceLocation: sourceLocation)
        #expect(
            Double(large.total) <= 5 * Double(small.total),
            "\(small.counts) → \(large.counts)",
            sourceLocation: sourceLocation
        )
    }

    @Test("Identical entries: the n-th takes attempt n directly, not after n − 1 collisions")
    func identicalEntries() throws {
        try Self.expectLinear { count in
            Array(repeating: DevEventRawEntry(title: "a", url: nil, fields: []), count: count)
        }
        let entries = Array(repeating: DevEventRawEntry(title: "a", url: nil, fields: []), count: 4)
        let ids = DevEventPageBuilder.build([
            DevEventRawSection(month: try Self.month(), heading: "26년 04월", entries: entries)
        ]).events.map(\.id)
        #expect(ids == (1...4).map { DevEventIdentifier.make(title: "a", url: nil, attempt: $0) })
    }

    @Test("Many host lines, many hosts on one line, many tag lines, many code spans on one line")
    func manyFields() throws {
        try Self.expectLinear { count in
            let fields = (0..<count).map { DevEventRawField(label: "주최", value: "샘플주최\($0)") }
            return [DevEventRawEntry(title: "샘플", url: nil, fields: fields)]
        }
        try Self.expectLinear { count in
            let value = (0..<count).map { "샘플주최\($0)" }.joined(separator: " / ")
            return [DevEventRawEntry(title: "샘플", url: nil, fields: [DevEventRawField(label: "주최", value: value)])]
        }
        try Self.expectLinear { count in
            let fields = (0..<count).map { DevEventRawField(label: nil, value: "태그\($0)", codeSpans: ["태그\($0)"]) }
            return [DevEventRawEntry(title: "샘플", url: nil, fields: fields)]
        }
        try Self.expectLinear { count in
            let spans = (0..<count).map { "태그\($0)" }
            let field = DevEventRawField(label: "분류", value: spans.joined(separator: ", "), codeSpans: spans)
            return [DevEventRawEntry(title: "샘플", url: nil, fields: [field])]
        }
    }

    @Test("Code spans are taken out in one pass, in order; a span not in the text costs one miss, 16 at most")
    func codeSpansInOrder() {
        var work = 0
        let text = "AI 행사 무료 AI"
        let replace = { (parts: [String]) in
            DevEventTextNormalizer.replacingInOrder(parts, in: text, with: ",", work: &work)
        }
        #expect(replace(["무료", "AI"]) == "AI 행사 , ,")
        #expect(replace(["없음", "AI"]) == ", 행사 무료 AI")
        #expect(replace([]) == text)
        let long = String(repeating: "가", count: 10_000)
        work = 0
        let missing = Array(repeating: "없음", count: 1_000)
        #expect(DevEventTextNormalizer.replacingInOrder(missing + ["가"], in: long, with: ",", work: &work) == long)
        #expect(work <= (DevEventTextNormalizer.maximumMisses + 1) * long.utf8.count)
    }
}
