import TestRandomness
import Testing

@testable import QuickSearchDomain

/// `PlainMarkup`, the byte-by-byte reading of `PlainText.fromMarkup`, against the three steps it
/// stands for, character by character: on titles as the upstreams send them, on every edge its
/// rules name, and on seeded random texts mixing simple characters with those it leaves alone.
@Suite("Plain text: markup read byte by byte")
struct PlainMarkupTests {
    /// What `PlainText.fromMarkup` does without the byte-by-byte reading.
    private static func stepByStep(_ markup: String) -> String {
        PlainText.collapsingWhitespace(PlainText.decodingEntities(PlainText.strippingTags(markup)))
    }

    @Test(
        "titles and edges read the same as step by step, and simple ones byte by byte",
        arguments: [
            "제주 <b>여행</b> &amp; 바다", "<b>고양이</b> 사진 &quot;귀여운&quot; &#39;냥&#39;", "a < b > c", "<>x",
            "<", ">", "&", "&amp", "&amp;&amp;", "&#x2F;&#47;&#X41;", "&#12345678901;", "&toolongentityname;",
            "&가나다라마바사아자차카;", "&가나다라마바사아자차카타;", "&lt;b&gt;x&lt;/b&gt;", "&l<b>t;", "<!-- c -->x",
            "  a \t\n b\u{0B}\u{0C}c  ", "a\u{00A0}b\u{3000}c", "a\u{01}b\u{7F}c", "&nbsp;x&nbsp;", "&#0;a&#9;b&#127;",
            "<<<<a>", "<a<b>c>", "<1>x</1>", "<é>x", "x&#x1B;[31my", "&#x301;", "Ａ＆ｂ；", "“쿼트” — ‘ok’ … ·",
            "",
        ]
    )
    func readsTheSame(markup: String) {
        #expect(PlainText.fromMarkup(markup) == Self.stepByStep(markup), "\(markup.debugDescription)")
    }

    @Test(
        "text that is not simple is left to the steps",
        arguments: ["a\u{301}", "a\r\nb", "\u{1B}[1mx", "😀", "x\u{200D}y"]
    )
    func leavesOtherText(markup: String) {
        #expect(PlainMarkup.plain(markup) == nil)
        #expect(PlainText.fromMarkup(markup) == Self.stepByStep(markup))
    }

    @Test("a simple title is read byte by byte")
    func readsSimpleTitles() {
        #expect(PlainMarkup.plain("제주 <b>여행</b> &amp; 바다") == "제주 여행 & 바다")
    }

    /// Pieces of titles: simple characters, markup, entities, white space, and characters that
    /// join their neighbours or are escapes.
    private static let pieces: [String] = [
        "가", "힣", "한", "ㄱ", "中", "a", "Z", "0", " ", "\t", "\n", "\u{0B}", "\u{00A0}", "\u{3000}", "\u{01}", "\u{7F}",
        "<", ">", "/", "!", "&", ";", "#", "x", "amp", "lt", "nbsp", "#39", "#x2F", "#x301", "#x1B", "#0", "b", "é",
        "—",
        "…", "Ａ", "\u{301}", "\r", "\u{1B}", "\u{200D}", "😀", "\u{AD}", "\u{85}", "\u{1100}", "\u{1161}", "<b>", "</b>",
    ]

    @Test("seeded random texts read the same as step by step", arguments: 0..<4)
    func randomTexts(round: Int) {
        var random = SeededRandom(seed: 0x9A1A_0000 + UInt64(round))
        for _ in 0..<2_000 {
            let count = Int(random.next() % 24)
            let markup = (0..<count).map { _ in Self.pieces[Int(random.next() % UInt64(Self.pieces.count))] }.joined()
            #expect(PlainText.fromMarkup(markup) == Self.stepByStep(markup), "\(markup.debugDescription)")
        }
    }
}
