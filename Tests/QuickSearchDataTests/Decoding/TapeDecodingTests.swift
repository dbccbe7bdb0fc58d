import Foundation
import TestRandomness
import Testing

@testable import QuickSearchData

/// `TapeDecoding` against `JSONDecoder`: every value the tape reads is the value `JSONDecoder`
/// reads from the same bytes, for every answer type, on the fuzz targets' seeds and on seeded
/// mutations of them; the normal answers are read by the tape itself (not left to
/// `JSONDecoder`); and the cases `JSONDecoder` reads its own way are left to it.
@Suite("JSON: the tape decoder reads what JSONDecoder reads")
struct TapeDecodingTests {
    /// One answer type: the tape's reading and `JSONDecoder`'s, each as the value's full
    /// description (nil when it does not read the body).
    struct Reader: Sendable {
        let name: String
        let tape: @Sendable (Data) -> String?
        let foundation: @Sendable (Data) -> String?

        static func of<Value: Decodable & SendableMetatype>(_ type: Value.Type) -> Reader {
            Reader(
                name: "\(Value.self)",
                tape: { body in TapeDecoding.decode(Value.self, from: body).map { String(reflecting: $0) } },
                foundation: { body in (try? JSONDecoder().decode(Value.self, from: body)).map { String(reflecting: $0) }
                }
            )
        }
    }

    static let readers: [Reader] = [
        .of(NaverImageResponse.self),
        .of(KakaoSearchResponse<KakaoImageDocument>.self),
        .of(KakaoSearchResponse<KakaoVideoDocument>.self),
        .of(KakaoLocalResponse<KakaoAddressDocument>.self),
        .of(KakaoLocalResponse<KakaoKeywordDocument>.self),
        .of(KakaoLocalResponse<KakaoRegionDocument>.self),
        .of(PortalEnvelope<KMAForecastTarget.Item>.self),
        .of(PortalEnvelope<UVIndexTarget.Item>.self),
        .of(PortalEnvelope<NearbyStationsTarget.Item>.self),
        .of(PortalEnvelope<AirKoreaReadingItem>.self),
        .of(PortalEnvelope<DongCoordinatesTarget.Item>.self),
        .of([String].self),
    ]

    static let corpus: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("fuzz/corpus")

    /// The seeds of every JSON fuzz target.
    static func seeds() throws -> [(name: String, body: Data)] {
        let targets = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
            .filter {
                !["arguments", "devevent-page", "domain-text", "portal-error-xml", "richtext-payload"].contains($0)
            }
        return try targets.flatMap { target in
            let folder = corpus.appendingPathComponent(target)
            return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { file in
                ("\(target)/\(file)", try Data(contentsOf: folder.appendingPathComponent(file)))
            }
        }
    }

    /// The tape reads nothing `JSONDecoder` reads otherwise.
    private static func check(_ body: Data, _ label: String) {
        for reader in readers {
            guard let tape = reader.tape(body) else { continue }
            #expect(tape == reader.foundation(body), "\(reader.name) on \(label)")
        }
    }

    @Test("every seed reads the same")
    func seedsReadTheSame() throws {
        let seeds = try Self.seeds()
        #expect(seeds.count > 20)
        for (name, body) in seeds { Self.check(body, name) }
    }

    @Test("the normal answers are read by the tape, not left to JSONDecoder")
    func normalAnswersAreReadByTheTape() throws {
        let answers: [(String, Reader)] = [
            ("naver-json/answer", .of(NaverImageResponse.self)),
            ("kakao-json/image", .of(KakaoSearchResponse<KakaoImageDocument>.self)),
            ("kakao-json/vclip", .of(KakaoSearchResponse<KakaoVideoDocument>.self)),
            ("kma-village/village", .of(PortalEnvelope<KMAForecastTarget.Item>.self)),
            ("airkorea-readings/readings", .of(PortalEnvelope<AirKoreaReadingItem>.self)),
            ("airkorea-stations/nearby", .of(PortalEnvelope<NearbyStationsTarget.Item>.self)),
        ]
        for (name, reader) in answers {
            let body = try Data(contentsOf: Self.corpus.appendingPathComponent(name))
            let tape = reader.tape(body)
            #expect(tape != nil, "\(name) was left to JSONDecoder")
            #expect(tape == reader.foundation(body), "\(name)")
        }
    }

    /// Bytes that change what a document is: structure, escapes, numbers, literals, UTF-8.
    private static let fragments: [String] = [
        "{", "}", "[", "]", ",", ":", "\"", "\\", "\\u0041", "\\ud800", "\\udc00", "\\n", "null", "true", "false",
        "0", "-0", "1.0", "1e2", "2.5", "1e400", "1e-400", "12345678901234567890", "-", "01", " ", "\u{01}",
        "é", "\"items\":[],", "\"total\":1,", ",\"total\":2", "\"x\":[[[[1]]]]", "\u{FEFF}",
    ]

    @Test("seeded mutations of the seeds read the same", arguments: 0..<8)
    func mutationsReadTheSame(round: Int) throws {
        var random = SeededRandom(seed: 0x7A9E_0000 + UInt64(round))
        for (name, body) in try Self.seeds() where !body.isEmpty {
            for mutation in 0..<20 {
                var bytes = [UInt8](body)
                for _ in 0...Int(random.next() % 3) {
                    let at = Int(random.next() % UInt64(bytes.count + 1))
                    switch random.next() % 4 {
                    case 0:
                        let fragment = Self.fragments[Int(random.next() % UInt64(Self.fragments.count))]
                        bytes.insert(contentsOf: Array(fragment.utf8), at: at)
                    case 1 where at < bytes.count:
                        bytes.remove(at: at)
                    case 2 where at < bytes.count:
                        bytes[at] = UInt8(truncatingIfNeeded: random.next())
                    default:
                        // A run of the document repeated: a member named twice, a doubled value.
                        let end = min(bytes.count, at + Int(random.next() % 40))
                        bytes.insert(contentsOf: bytes[at..<end], at: at)
                    }
                }
                Self.check(Data(bytes), "\(name), round \(round), mutation \(mutation)")
            }
        }
    }

    @Test(
        "what JSONDecoder reads its own way is left to it",
        arguments: [
            #"{"items":[],"total":1,"total":2}"#,  // a member named twice: JSONDecoder keeps the first
            #"{"items":[],"total":1.0}"#,  // a number with a fraction read as an integer
            #"{"items":[],"total":1e2}"#,
            #"{"items":[],}"#,  // a trailing comma, which JSONDecoder accepts
            #"{"items":[{"title":"\ud800"}]}"#,  // a lone surrogate
            #"{"items":[],"x":01}"#,  // a malformed number, which JSONDecoder skips when unused
        ]
    )
    func leftToJSONDecoder(text: String) {
        #expect(TapeDecoding.decode(NaverImageResponse.self, from: Data(text.utf8)) == nil)
    }

    @Test("a UTF-8 byte-order mark, escapes and a zero are read as JSONDecoder reads them")
    func readsEdges() throws {
        let body = Data(
            [0xEF, 0xBB, 0xBF]
                + Array(#"{"items":[{"title":"a\u00e9\/\"\n\uD83D\uDE00","sizeheight":-0}],"start":1}"#.utf8)
        )
        let tape = try #require(TapeDecoding.decode(NaverImageResponse.self, from: body))
        #expect(
            String(reflecting: tape)
                == String(reflecting: try JSONDecoder().decode(NaverImageResponse.self, from: body))
        )
        #expect(tape.items.first?.title == "aé/\"\n😀")
    }

    @Test("a portal row is read straight from the tape as JSONDecoder reads it: every kind of value, an escaped name")
    func portalRowMembers() throws {
        typealias Envelope = PortalEnvelope<KMAForecastTarget.Item>
        let row =
            #"{"category":"T1H","baseDate":"2026\u00312","baseTime":1400,"fcstDate":-0,"fcstTime":2.50,"#
            + #""fcst\u0056alue":1e2,"obsrValue":true,"nx":null,"ny":{"a":[1]},"other":"x"}"#
        let body = Data(#"{"response":{"header":{"resultCode":"00"},"body":{"items":{"item":[\#(row)]}}}}"#.utf8)
        let tape = try #require(TapeDecoding.decode(Envelope.self, from: body))
        #expect(String(reflecting: tape) == String(reflecting: try JSONDecoder().decode(Envelope.self, from: body)))
        let item = try #require(tape.items.first)
        #expect(item[.category] == "T1H" && item[.baseDate] == "202612" && item[.baseTime] == "1400.0")
        #expect(item[.fcstDate] == "-0.0" && item[.fcstTime] == "2.5" && item[.fcstValue] == "100.0")
        #expect(item[.obsrValue] == nil && item[.nx] == nil && item[.ny] == nil)
        // A member named twice, or a number past Double's range, is left to JSONDecoder.
        for odd in [#"{"nx":1,"nx":2}"#, #"{"nx":1e400}"#, #"{"nx":"\ud800"}"#] {
            let body = Data(#"{"response":{"header":{"resultCode":"00"},"body":{"items":{"item":[\#(odd)]}}}}"#.utf8)
            #expect(TapeDecoding.decode(Envelope.self, from: body) == nil, "\(odd)")
        }
    }

    @Test("a row's members are found by name in any order, as one look-up per name finds them")
    func membersInAnyOrder() throws {
        let names = ["category", "baseDate", "nx", "ny"]
        let keys = JSONTape.KeySet(names)
        let objects = [
            #"{"category":"T1H","baseDate":"1","nx":2,"ny":3}"#,
            #"{"ny":3,"nx":2,"baseDate":"1","category":"T1H"}"#,
            #"{"nx":2,"other":0,"category":"T1H"}"#,
            #"{"baseDate":"1","ny":3,"category":"T1H","nx":2,"nx":4}"#,
            #"{"nx":2,"category":"a","category":"b"}"#,
            #"{}"#,
        ]
        for object in objects {
            let tape = try #require(JSONTape.parse(Array(object.utf8)), "\(object)")
            let (values, isRepeated) = tape.members(keys, in: 0)
            let oneByOne = names.map { tape.member($0, in: 0) }
            #expect(values == oneByOne.map { $0?.value ?? -1 }, "\(object)")
            #expect(isRepeated == oneByOne.contains { $0?.isRepeated == true }, "\(object)")
        }
    }

    @Test(
        "a portal number is written as String(Double) writes it",
        arguments: [
            0.0, -0.0, 1, -1, 7, 10, 60, -60, 1400, 100_000, 0.5, -2.5, 1e2, 123_456_789, 999_999_999_999_999,
            -999_999_999_999_999, 1e15, -1e15, 1e16, 1e300, 1e-7, Double(Int.max), -Double(Int.max),
        ]
    )
    func portalNumberText(number: Double) {
        #expect(PortalText.numberText(number) == String(number))
    }

    @Test("a word of plain text is told from one holding a control, a quote, a backslash or a byte past ASCII")
    func plainWords() {
        func isPlain(_ byte: UInt8) -> Bool { (0x20..<0x80).contains(byte) && byte != 0x22 && byte != 0x5C }
        var random = SeededRandom(seed: 0x5EED_7A9E)
        let plain = (0...255).map(UInt8.init).filter(isPlain)
        let others = (0...255).map(UInt8.init).filter { !isPlain($0) }
        for round in 0..<20_000 {
            var bytes = (0..<8).map { _ in plain[Int(random.next() % UInt64(plain.count))] }
            if round % 4 != 0 {
                // One to three bytes that are not plain, anywhere in the word.
                for _ in 0...Int(random.next() % 3) {
                    bytes[Int(random.next() % 8)] = others[Int(random.next() % UInt64(others.count))]
                }
            }
            let word = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
            let marks = JSONTape.otherThanPlainMarks(word)
            #expect((marks != 0) == !bytes.allSatisfy(isPlain), "\(bytes)")
            // The lowest marked byte is the first one that is not plain (the string's scan jumps
            // there); none is marked in a plain word.
            let firstOther = bytes.firstIndex { !isPlain($0) }
            #expect((marks == 0 ? nil : marks.trailingZeroBitCount / 8) == firstOther, "\(bytes)")
        }
    }

    @Test("a string's plain runs end at every kind of byte, wherever it falls in a word")
    func plainRunsInStrings() {
        let reader = Reader.of([String].self)
        let specials: [[UInt8]] = [
            Array(#"""#.utf8), Array(#"\n"#.utf8), Array(#"\""#.utf8), Array(#"\u00e9"#.utf8), Array("é".utf8),
            Array("한".utf8), Array("🐈".utf8), [0x7F], [0x01], [0x1F], [0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xFF],
        ]
        for special in specials {
            for offset in 0..<24 {
                let text =
                    Array(repeating: UInt8(ascii: "a"), count: offset) + special
                    + Array(repeating: UInt8(ascii: "b"), count: 19)
                let body = Data(Array(#"[""#.utf8) + text + Array(#"","c"]"#.utf8))
                #expect(reader.tape(body) == reader.foundation(body), "\(special) after \(offset) bytes")
            }
        }
    }

    @Test("nesting deeper than the tape reads is left to JSONDecoder, without recursion")
    func deepNesting() {
        let deep =
            "{\"items\":[],\"x\":" + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
            + "}"
        #expect(TapeDecoding.decode(NaverImageResponse.self, from: Data(deep.utf8)) == nil)
        let shallow =
            "{\"items\":[],\"x\":" + String(repeating: "[", count: 400) + String(repeating: "]", count: 400) + "}"
        #expect(TapeDecoding.decode(NaverImageResponse.self, from: Data(shallow.utf8)) != nil)
    }
}
