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
            fields.put(title, for: .title)
            fields.put(note, for: .note)
            fields.put(rank, for: .rank)
            fields.put(count, for: .count)
            fields.put(tags, for: .tags)
            try fields.encode(when, for: .when)
            try fields.encode(score, for: .score)
            try fields.encode(nested, for: .nested)
        }
    }

    /// A record of texts, numbers and lists of texts only, whose writing cannot fail; it notes
    /// each time its fields are written in `log`, when given.
    struct PlainRecord: JSONPlainFieldsWriting, Sendable {
        var title: String
        var note: String?
        var rank: Int?
        var tags: [String]
        var log: Log?

        enum FieldKey: String, CodingKey, CaseIterable {
            case title, note, rank, tags
        }

        func writeFields(into fields: inout JSONPlainFields<FieldKey>) {
            log?.note("record \(title)")
            fields.put(tags, for: .tags)
            fields.put(title, for: .title)
            fields.put(note, for: .note)
            fields.put(rank, for: .rank)
        }
    }

    /// What happened, in order, across a document's writing.
    final class Log: @unchecked Sendable {
        private(set) var entries: [String] = []

        func note(_ entry: String) {
            entries.append(entry)
        }
    }

    static func plainRecords(count: Int, log: Log? = nil) -> [PlainRecord] {
        (0..<count).map { index in
            PlainRecord(
                title: "\(index) " + ["plain", "quote \" \\ /", "controls \u{0}\u{1F}\u{7F}\u{85}", "한글 🐈"][index % 4],
                note: index.isMultiple(of: 3) ? nil : String(repeating: "note ", count: index % 40),
                rank: index.isMultiple(of: 5) ? nil : [Int.min, -1, 0, Int.max][index % 4],
                tags: Array(repeating: "tag", count: index % 3),
                log: log
            )
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

    @Test("a list of plain records prints what the records print, pretty, compact and with --fields")
    func plainSameText() throws {
        let output = JSONTreeEncoderTests.output
        let records = Self.plainRecords(count: 12)
        #expect(try output.document(JSONRecordList(records)) == output.document(records))
        #expect(try output.line(JSONRecordList(records)) == output.line(records))
        #expect(try output.document(JSONRecordList(records)) == JSONTreeEncoderTests.foundation(records, pretty: true))
        let selection = FieldSelection(names: ["title", "rank"], keyType: ObjectIdentifier(PlainRecord.FieldKey.self))
        let selected = try output.document(JSONRecordList(records), fields: selection)
        #expect(selected == (try output.document(records, fields: selection)))
        #expect(selected.contains("\"rank\"") && !selected.contains("\"tags\""))
    }

    @Test("a list of plain records is made a record at a time as its text is handed over, not whole first")
    func plainRecordsMadeAsWritten() throws {
        let log = Log()
        let records = Self.plainRecords(count: 2_000, log: log)
        var pieces: [[UInt8]] = []
        try JSONTreeEncoderTests.output.writeDocument(["items": JSONRecordList(records)]) { piece in
            pieces.append(piece)
            log.note("piece")
        }
        let whole = try JSONTreeEncoderTests.output.documentUTF8(["items": Self.plainRecords(count: 2_000)])
        #expect(pieces.joined().elementsEqual(whole))
        // Each record once, in order; pieces handed over between them, well before the last.
        let made = log.entries.filter { $0 != "piece" }
        #expect(made.count == records.count)
        #expect(made.elementsEqual(records.map { "record \($0.title)" }))
        let firstPiece = try #require(log.entries.firstIndex(of: "piece"))
        #expect(pieces.count > 3)
        #expect(firstPiece < log.entries.count / 2, "the first piece came after \(firstPiece) records")
    }
}
