import Foundation
import TestRandomness
import Testing

@testable import QuickSearchData

extension StoreTests {
    /// The history's lists of texts: written by `StoredStringList.encode`, read back by
    /// Foundation's `JSONDecoder` unchanged, whatever the texts hold.
    @Suite struct StoredStringListTests {
        private static let alphabet: [Unicode.Scalar] = [
            "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1F}", "\u{7F}", "\u{85}", "\u{2028}", "a", "Z", "0", " ", "고",
            "🐈",
        ]

        @Test func randomTextsComeBackAsWritten() throws {
            var random = SeededRandom(seed: 0x5157)
            for _ in 0..<2_000 {
                let strings = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                    var text = String.UnicodeScalarView()
                    for _ in 0..<Int.random(in: 0...12, using: &random) {
                        text.append(Self.alphabet.randomElement(using: &random)!)
                    }
                    return String(text)
                }
                let json = StoredStringList.encode(strings)
                #expect(try JSONDecoder().decode([String].self, from: Data(json.utf8)) == strings, "\(json)")
                #expect(StoredStringList.decode(Data(json.utf8)) == strings)
            }
        }

        @Test func writesPlainJSON() {
            #expect(StoredStringList.encode([]) == "[]")
            #expect(StoredStringList.encode(["naver", "kakao"]) == #"["naver","kakao"]"#)
            #expect(StoredStringList.encode(["a\"b\\c\n"]) == #"["a\"b\\c\u000a"]"#)
            #expect(StoredStringList.decode(Data("not json".utf8)).isEmpty)
        }
    }
}
