import Foundation
import QuickSearchDomain
import TestRandomness
import Testing

@testable import QuickSearchData

/// `SecretRedactor.occurs(in:)` probes one pair of bytes in every few and searches exactly only
/// around a probe that hits: it must answer as the exact search of `redact` does, wherever a
/// key stands, whatever surrounds it.
@Suite("Whether a stored form holds a key: the probing search against the exact one")
struct SecretOccurrenceTests {
    static let keys = ["naver-id-7f3a", "se/cr et+9", "kakao-key-51c2"]
    static let redactor = SecretRedactor(
        environment: Environment([
            "NAVER_CLIENT_ID": keys[0], "NAVER_CLIENT_SECRET": keys[1], "KAKAO_REST_API_KEY": keys[2],
        ])
    )
    /// The keys as echoes carry them, and near misses (one byte short or changed).
    static let pieces: [[UInt8]] = keys.flatMap { key -> [[UInt8]] in
        let forms = [key, QueryEncoding.encode(key), Data(key.utf8).base64EncodedString()]
        return forms.flatMap { form in [Array(form.utf8), Array(form.utf8.dropLast()), Array(form.utf8.dropFirst())] }
    }

    static func exact(_ bytes: [UInt8]) -> Bool {
        redactor.redactingExactly(bytes).1
    }

    @Test("random bytes from the keys' own letters, with keys and near misses anywhere, the ends included")
    func agreesWithTheExactSearch() {
        var random = SeededRandom(seed: 20_261_203)
        let letters = Array(Set(Self.keys.joined().utf8)) + Array("%2F=ab".utf8)
        var found = 0
        for round in 0..<3_000 {
            var bytes: [UInt8] = (0..<Int.random(in: 0...120, using: &random)).map { _ in
                letters.randomElement(using: &random)!
            }
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                let piece = Self.pieces.randomElement(using: &random)!
                let at = round % 7 == 0 ? bytes.count : Int.random(in: 0...bytes.count, using: &random)
                bytes.insert(contentsOf: piece, at: at)
            }
            let expected = Self.exact(bytes)
            if expected { found += 1 }
            #expect(Self.redactor.occurs(in: Data(bytes)) == expected, "\(String(decoding: bytes, as: UTF8.self))")
            // A response is probed first, then searched exactly: the same body and answer.
            let redacted = Self.redactor.redact(HTTPResponse(status: 200, body: Data(bytes)))
            #expect(redacted.echoedSecret == expected)
            #expect(redacted.response.body == Data(Self.redactor.redactingExactly(bytes).0))
        }
        #expect(found > 500 && found < 2_900, "both answers were exercised: \(found) with a key")
    }

    @Test("a key alone, at the start, at the end, and across every offset of the probes")
    func everyOffset() {
        for key in Self.keys {
            for padding in 0..<16 {
                let before = Array(repeating: UInt8(ascii: "x"), count: padding)
                #expect(Self.redactor.occurs(in: Data(before + Array(key.utf8))))
                #expect(Self.redactor.occurs(in: Data(Array(key.utf8) + before)))
                #expect(!Self.redactor.occurs(in: Data(before + Array(key.utf8.dropLast()) + before)))
            }
        }
        #expect(!Self.redactor.occurs(in: Data()))
    }
}

/// The redactor's own replacement (for a key's `\/` and `+` forms) against Foundation's.
@Suite("SecretRedactor.replacing against replacingOccurrences")
struct SecretFormReplacementTests {
    @Test func randomTexts() {
        var random = SeededRandom(seed: 0x2F20)
        let letters = Array("/%20+a2고".unicodeScalars)
        for _ in 0..<2_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...16, using: &random) { text.append(letters.randomElement(using: &random)!) }
            let string = String(text)
            for (target, replacement) in [("/", #"\/"#), ("%20", "+"), ("20", "")] {
                #expect(
                    SecretRedactor.replacing(target, with: replacement, in: string)
                        == string.replacingOccurrences(of: target, with: replacement),
                    "\(string)"
                )
            }
        }
    }
}
