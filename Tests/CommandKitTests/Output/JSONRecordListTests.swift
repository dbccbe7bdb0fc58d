import Foundation
import Testing

@testable import CommandKit

/// Records that put their fields into the JSON tree themselves (`JSONRecordList`) print what
/// the same records print through their `encode(to:)`, and what Foundation's `JSONEncoder`
/// prints for them: pretty and compact, with `--fields`, for every kind of field.
@Suite("JSONRecordList")
struct JSONRecordListTests {
    struct Record: JSONFieldsWriting, Sendable {
        var title: String
        var note: String?
        var rank: Int
        var count: Int?
        var tags: [String]
        var when: Date
        var score: Double?
        var nested: [String: Int]

        enum FieldKey: String, CodingKey, CaseIterable {
            case title, note, rank, count, tags, when, score, nested
        }

        func writeFields(into fields: inout JSONFields<FieldKey>) throws {
            try fields.put(title, for: .title)
            try fields.put(note, for: .note)
            try fields.put(rank, for: .rank)
            try fields.put(count, for: .count)
            try fields.put(tags, for: .tags)
            try fields.encode(when, for: .when)
            try fields.encode(score, for: .score)
            try fields.encode(nested, for: .nested)
        }
    }

    /// A document holding its records as a list, or as themselves.
    struct Document: Encodable {
        var records: [Record]
        var direct: Bool

        enum Key: String, CodingKey { case query, records }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode("고양이", forKey: .query)
            if direct {
                try container.encode(JSONRecordList(records), forKey: .records)
            } else {
                try container.encode(records, forKey: .records)
            }
        }
    }

    static let records = (0..<12).map { index in
        Record(
            title: ["plain", "quote \" \\ /", "controls \u{0}\u{1F}\u{7F}\u{85}", "한글 🐈"][index % 4],
            note: index.isMultiple(of: 3) ? nil : "note \(index)",
            rank: [Int.min, -1, 0, Int.max][index % 4],
            count: index.isMultiple(of: 2) ? nil : index,
            tags: Array(repeating: "tag", count: index % 3),
            when: Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 86_399),
            score: index.isMultiple(of: 4) ? nil : Double(index) / 8,
            nested: index.isMultiple(of: 5) ? [:] : ["b": index, "a": -index]
        )
    }

    @Test("the list prints what the records print, pretty and compact, as JSONEncoder does")
    func sameText() throws {
        let output = JSONTreeEncoderTests.output
        let direct = Document(records: Self.records, direct: true)
        let plain = Document(records: Self.records, direct: false)
        #expect(try output.document(direct) == output.document(plain))
        #expect(try output.line(direct) == output.line(plain))
        #expect(try output.document(direct) == JSONTreeEncoderTests.foundation(plain, pretty: true))
        #expect(try output.document(JSONRecordList(Self.records)) == output.document(Self.records))
    }

    @Test("--fields keeps the selected fields of the listed records, as it does of the records")
    func withFields() throws {
        let output = JSONTreeEncoderTests.output
        let selection = FieldSelection(
            names: ["title", "when", "nested"],
            keyType: ObjectIdentifier(Record.FieldKey.self)
        )
        let direct = try output.document(Document(records: Self.records, direct: true), fields: selection)
        #expect(direct == (try output.document(Document(records: Self.records, direct: false), fields: selection)))
        #expect(direct.contains("\"when\"") && !direct.contains("\"rank\""))
    }
}
