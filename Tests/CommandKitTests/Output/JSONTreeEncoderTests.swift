import Foundation
import TestRandomness
import Testing

@testable import CommandKit

/// The kit's JSON writer against Foundation's `JSONEncoder` with the options it replaces
/// (sorted keys, unescaped slashes, dates by the same closure), pretty-printed and compact:
/// byte for byte the same text, except DEL and the C1 controls, which the kit escapes too.
@Suite("JSONTreeEncoder")
struct JSONTreeEncoderTests {
    static let output = JSONOutput(timeZone: TimeZone(secondsFromGMT: 9 * 3600)!)

    /// What the kit wrote before: Foundation's text with U+007F–U+009F escaped afterwards.
    static func foundation<Value: Encodable>(_ value: Value, pretty: Bool) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        if pretty { encoder.outputFormatting.insert(.prettyPrinted) }
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(output.timestamp(date))
        }
        var text = ""
        for scalar in String(decoding: try encoder.encode(value), as: UTF8.self).unicodeScalars {
            if (0x7F...0x9F).contains(scalar.value) {
                text += "\\u00" + String(scalar.value, radix: 16)
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text + "\n"
    }

    static func expectSame<Value: Encodable>(_ value: Value, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try output.document(value) == foundation(value, pretty: true), sourceLocation: sourceLocation)
        #expect(try output.line(value) == foundation(value, pretty: false), sourceLocation: sourceLocation)
    }

    struct Record: Encodable {
        var title: String
        var rank: Int
        var score: Double
        var note: String?
        var tags: [String]
        var nested: Nested?
        var when: Date
        var link: URL

        struct Nested: Encodable {
            var flag: Bool
            var values: [Int?]
        }
    }

    static let texts = [
        "", "plain", "quote \" and backslash \\", "slash / kept", "controls \u{0}\u{1}\u{8}\u{9}\u{A}\u{C}\u{D}\u{1F}",
        "DEL \u{7F} and C1 \u{80}\u{85}\u{9B}\u{9F} then \u{A0}", "한글 고양이", "emoji 🐈‍⬛ and e\u{301}", "\u{202E}rtl",
    ]

    @Test("records with every kind of value, each text and number", arguments: texts)
    func records(text: String) throws {
        let records = [-1.5, 0, 0.1, 1, 1e-7, 1e21, 123_456.789, -0.0, Double.leastNonzeroMagnitude].enumerated().map {
            index,
            score in
            Record(
                title: text,
                rank: [Int.min, -1, 0, 7, Int.max][index % 5],
                score: score,
                note: index.isMultiple(of: 2) ? nil : text + "!",
                tags: Array(repeating: text, count: index % 3),
                nested: index.isMultiple(of: 3) ? nil : Record.Nested(flag: index > 4, values: [index, nil]),
                when: Date(timeIntervalSince1970: 1_700_000_000.75 + Double(index) * 86_399),
                link: URL(string: "https://example.com/a/\(index)?q=%ED%95%9C")!
            )
        }
        try Self.expectSame(records)
        try Self.expectSame(["query": text])
    }

    @Test("random texts of every kind of character that is escaped, or copied, or starts a C1 control")
    func randomTexts() throws {
        let alphabet: [Unicode.Scalar] =
            (0...0x21).compactMap(Unicode.Scalar.init) + ["/", "\\", "a", "~", "\u{7F}", "\u{80}", "\u{9F}"]
            + ["\u{A0}", "\u{BF}", "\u{C0}", "\u{FF}", "\u{100}", "\u{2028}", "고", "🐈"]
        var random = SeededRandom(seed: 0x4A53_4F4E)
        for _ in 0..<300 {
            let texts = (0..<4).map { _ in
                var text = String.UnicodeScalarView()
                for _ in 0..<Int.random(in: 0...24, using: &random) {
                    text.append(alphabet.randomElement(using: &random)!)
                }
                return String(text)
            }
            try Self.expectSame(texts)
            try Self.expectSame([texts[0]: texts[1]])
        }
    }

    @Test("empty containers, at the top and nested")
    func emptyContainers() throws {
        try Self.expectSame([String]())
        try Self.expectSame([String: Int]())
        try Self.expectSame(["empty": [Int](), "more": [1]])
        try Self.expectSame([[String: [Int]]()])
    }

    /// Keys that sort differently by bytes, case-insensitively or numerically.
    struct Keys: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            for name in [
                "b", "B", "a10", "a9", "a_b", "ab", "a", "_x", "Z", "é", "e", "doc_url", "docs", "1", "10", "2",
            ] {
                try container.encode(name, forKey: Key(name))
            }
        }
    }

    struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    @Test("keys in the order of their UTF-8 bytes")
    func keyOrder() throws {
        try Self.expectSame(Keys())
        try Self.expectSame([Keys(), Keys()])
    }

    /// A record whose nested objects have keys of their own, or the record's, or the same
    /// count of other keys: each depth's remembered key order must fit the object at hand.
    struct Shifting: Encodable {
        let shape: Int

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(shape, forKey: Key("b"))
            try container.encode("a", forKey: Key("a"))
            var nested = container.nestedContainer(keyedBy: Key.self, forKey: Key("n"))
            let keys = [["y", "x"], ["b", "a"], ["z", "c"], ["x", "y", "w"]][shape % 4]
            for (index, key) in keys.enumerated() {
                try nested.encode(index, forKey: Key(key))
            }
            if shape % 3 == 0 {
                var deeper = nested.nestedContainer(keyedBy: Key.self, forKey: Key("d"))
                try deeper.encode(shape, forKey: Key(shape % 2 == 0 ? "q" : "p"))
                try deeper.encode(shape, forKey: Key("o"))
            }
        }
    }

    @Test("objects of other keys between records, at every depth, keep their own key order")
    func keyOrderAtEveryDepth() throws {
        try Self.expectSame((0..<12).map(Shifting.init))
        try Self.expectSame([[Shifting(shape: 1)], [Shifting(shape: 2), Shifting(shape: 3)]])
    }

    /// Encodes the same key twice, a nested container, a super-encoder and every integer type.
    struct Unusual: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode("first", forKey: Key("twice"))
            try container.encode("second", forKey: Key("twice"))
            var nested = container.nestedContainer(keyedBy: Key.self, forKey: Key("nested"))
            try nested.encode(Int8(-8), forKey: Key("i8"))
            try nested.encode(Int16(-16), forKey: Key("i16"))
            try nested.encode(Int32(-32), forKey: Key("i32"))
            try nested.encode(Int64.min, forKey: Key("i64"))
            try nested.encode(UInt.max, forKey: Key("u"))
            try nested.encode(UInt8(8), forKey: Key("u8"))
            try nested.encode(UInt16(16), forKey: Key("u16"))
            try nested.encode(UInt32(32), forKey: Key("u32"))
            try nested.encode(UInt64.max, forKey: Key("u64"))
            try nested.encode(Float(0.1), forKey: Key("float"))
            try nested.encodeNil(forKey: Key("nothing"))
            var list = container.nestedUnkeyedContainer(forKey: Key("list"))
            try list.encode(true)
            try list.encode(Float(2.5))
            try list.encodeNil()
            var inner = list.nestedContainer(keyedBy: Key.self)
            try inner.encode(1, forKey: Key("one"))
            var deeper = list.nestedUnkeyedContainer()
            try deeper.encode("x")
            try Date(timeIntervalSince1970: 0).encode(to: container.superEncoder())
            try "keyed".encode(to: container.superEncoder(forKey: Key("super key")))
        }
    }

    @Test("a key set twice, nested containers, super-encoders and every integer type")
    func unusualEncoding() throws {
        try Self.expectSame(Unusual())
    }

    /// Optionals given to `encode` itself (not `encodeIfPresent`), as records write their nulls.
    struct Optionals: Encodable {
        let some: Bool

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(some ? "text" : String?.none, forKey: Key("string"))
            try container.encode(some ? 7 : Int?.none, forKey: Key("int"))
            try container.encode(some ? Date(timeIntervalSince1970: 1e9) : Date?.none, forKey: Key("date"))
            try container.encode(some ? 2.5 : Double?.none, forKey: Key("double"))
            try container.encode(some ? false : Bool?.none, forKey: Key("bool"))
            try container.encode(some ? URL(string: "https://example.com/x")! : URL?.none, forKey: Key("url"))
            try container.encode(some ? [1, nil] : [Int?]?.none, forKey: Key("list"))
            var list = container.nestedUnkeyedContainer(forKey: Key("unkeyed"))
            try list.encode(some ? "in a list" : String?.none)
            try list.encode(String??.some(nil))
        }
    }

    @Test("optionals given to encode, nil and not")
    func optionals() throws {
        try Self.expectSame([Optionals(some: true), Optionals(some: false)])
    }

    @Test("a value that opens no container is an empty object")
    func silentValue() throws {
        struct Silent: Encodable {
            func encode(to encoder: any Encoder) throws {}
        }
        try Self.expectSame(["silent": Silent()])
    }

    @Test("not-a-number and the infinities are refused, as JSONEncoder refuses them")
    func nonFiniteNumbers() {
        for value in [Double.nan, .infinity, -.infinity] {
            #expect(throws: EncodingError.self) { try Self.output.document(["value": value]) }
            #expect(throws: EncodingError.self) { try Self.output.line([value]) }
        }
    }

    @Test("times in the zone, whole seconds rounded down, as Date.ISO8601FormatStyle writes them")
    func timestamps() {
        let zones = [9 * 3600, -(3 * 3600 + 30 * 60), 0, 45].compactMap(TimeZone.init(secondsFromGMT:))
        let seconds: [Double] =
            [
                -62_135_596_800, -2_208_988_800.5, -86_400.25, -1, -0.5, 0, 0.999, 951_782_400, 1_700_000_000.75,
                4_102_444_799, 253_402_300_799,
            ] + Array(stride(from: -2_208_988_800.0, to: 4_102_444_800, by: 37 * 86_400 + 3_671.5))
        for zone in zones {
            let output = JSONOutput(timeZone: zone)
            // A fixed offset written without a zone at hand, as the programs' Korea time is.
            let fixed = JSONOutput(fixedOffsetSeconds: zone.secondsFromGMT())
            let style = Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: zone)
            for second in seconds {
                let date = Date(timeIntervalSince1970: second)
                #expect(output.timestamp(date) == date.formatted(style), "\(second) s in \(zone)")
                #expect(fixed.timestamp(date) == date.formatted(style), "\(second) s at a fixed \(zone)")
            }
        }
    }

    /// An object of one of several kinds at one depth: its keys a set of its own.
    enum Kind: Encodable {
        case amount(text: String, value: Int)
        case wind(degrees: Int, compass: String, name: String)
        case pair(zebra: Int, apple: Int)
        case single(only: Int)
        case crowd(d: Int, c: Int, b: Int, a: Int)
        case more(z: Int, y: Int)
    }

    @Test(
        "objects of more kinds than the writer keeps key orders for, taking turns at one depth, keep their keys sorted"
    )
    func kindsTakingTurns() throws {
        let kinds: [Kind] = [
            .amount(text: "1mm", value: 1), .wind(degrees: 90, compass: "E", name: "동"), .pair(zebra: 1, apple: 2),
            .single(only: 3), .crowd(d: 4, c: 3, b: 2, a: 1), .more(z: 1, y: 2),
        ]
        #expect(kinds.count > JSONTextWriter.keptKeySets)
        let turns = (0..<40).map { index in [kinds[index % kinds.count], kinds[(index * 7) % kinds.count]] }
        try Self.expectSame(turns)
    }
}
