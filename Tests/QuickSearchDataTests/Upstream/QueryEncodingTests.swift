import Foundation
import TestRandomness
import Testing

@testable import QuickSearchData

@Suite("Query encoding: Foundation's percent-encoding, byte by byte")
struct QueryEncodingTests {
    @Test("Unreserved characters stay; everything else, Hangul's UTF-8 included, becomes %XX")
    func examples() {
        #expect(QueryEncoding.encode("고양이 a+b/c~") == "%EA%B3%A0%EC%96%91%EC%9D%B4%20a%2Bb%2Fc~")
        #expect(QueryEncoding.encode("") == "")
        #expect(QueryEncoding.encode("a/b?c=d", keeping: QueryEncoding.queryAllowed) == "a/b?c=d")
    }

    @Test("Random text encodes exactly as Foundation encodes it, for both sets kept")
    func agreesWithFoundation() {
        var random = SeededRandom(seed: 0x9E4C)
        let unreserved = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
        )
        let pool: [Unicode.Scalar] =
            (0x00...0x7F).compactMap(Unicode.Scalar.init) + ["é", "가", "😀", "\u{A0}", "\u{FEFF}"]
        for _ in 0..<3000 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...10, using: &random) { scalars.append(pool.randomElement(using: &random)!) }
            let text = String(scalars)
            #expect(QueryEncoding.encode(text) == text.addingPercentEncoding(withAllowedCharacters: unreserved))
            #expect(
                QueryEncoding.encode(text, keeping: QueryEncoding.queryAllowed)
                    == text.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed),
                "\(text.debugDescription)"
            )
        }
    }
}
