import Foundation
import Testing

@testable import CommandKit

/// A `--json` document written as it is made (`JSONOutput.writeDocument`): the same text as
/// the document made whole, handed over in pieces that end between two elements of a list.
@Suite("JSON document in pieces")
struct JSONDocumentPiecesTests {
    static let output = JSONOutput(fixedOffsetSeconds: 9 * 3600)

    struct Item: Encodable {
        var title: String
        var rank: Int
        var sizes: [Int]
    }

    /// A list long enough for several pieces, its items of different lengths, each with a list
    /// of its own.
    static func document(count: Int) -> [String: [Item]] {
        let items = (0..<count).map { index in
            Item(title: String(repeating: "고양이 ", count: index % 7), rank: index, sizes: Array(0..<(index % 5)))
        }
        return ["items": items]
    }

    @Test("the pieces joined are the whole document, each ending after an element")
    func piecesMakeTheDocument() throws {
        let value = Self.document(count: 4_000)
        let whole = try Self.output.documentUTF8(value)
        var pieces: [[UInt8]] = []
        try Self.output.writeDocument(value) { pieces.append($0) }
        #expect(pieces.joined().elementsEqual(whole))
        #expect(pieces.count > 3, "a document of \(whole.count) bytes came in \(pieces.count) pieces")
        // Far longer than any item (about 180 bytes pretty-printed).
        let longestItem = 400
        for piece in pieces.dropLast() {
            #expect(piece.count >= JSONTextWriter.pieceSize)
            #expect(piece.count < JSONTextWriter.pieceSize + longestItem)
        }
        // Each piece ends right after an element: the next begins with its separator or with
        // the end of the list.
        for piece in pieces.dropFirst() {
            let separators: [UInt8?] = [UInt8(ascii: ","), UInt8(ascii: "\n")]
            #expect(separators.contains(piece.first), "a piece begins between two elements")
        }
    }

    @Test("a short document comes whole, in one piece")
    func shortDocument() throws {
        let value = Self.document(count: 3)
        var pieces: [[UInt8]] = []
        try Self.output.writeDocument(value) { pieces.append($0) }
        #expect(pieces == [try Self.output.documentUTF8(value)])
    }

    @Test("a value that fails to encode hands nothing over")
    func failureWritesNothing() {
        struct Failing: Encodable {
            var items: [Int]
            var value: Double
        }
        var pieces = 0
        #expect(throws: EncodingError.self) {
            try Self.output.writeDocument(Failing(items: Array(0..<100_000), value: .nan)) { _ in pieces += 1 }
        }
        #expect(pieces == 0)
    }
}
