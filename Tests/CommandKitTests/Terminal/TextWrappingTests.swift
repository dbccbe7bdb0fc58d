import Testing

@testable import CommandKit

@Suite("TextWrapping: lines for people at the terminal's width, URLs and paths whole")
struct TextWrappingTests {
    @Test("Words fill lines of at most the width, counted in display columns (Hangul is 2)")
    func displayWidth() {
        let lines = TextWrapping.wrap("가나다 라마바 사아자 차카타 파하", width: 14)
        #expect(lines == ["가나다 라마바", "사아자 차카타", "파하"])
        for line in lines { #expect(DisplayWidth.of(line) <= 14) }
        // Counted by characters, the first line could have taken a third word.
        #expect(TextWrapping.wrap("가나 다라 마바", width: 11) == ["가나 다라", "마바"])
    }

    @Test("A URL or a path wider than the line is never broken: it gets a line of its own")
    func urlsAndPathsWhole() {
        let url = "http://127.0.0.1:8080/pages/README-2026-08-22.html"
        #expect(
            TextWrapping.wrap("Source: \(url) (a page in the Dev-Event format)", width: 40) == [
                "Source:", url, "(a page in the Dev-Event format)",
            ]
        )
        let path = "(/tmp/qsgolden.XXXXXX/cache/quicksearch/cache.sqlite,"
        #expect(TextWrapping.wrap("integrity ok \(path) 16.0 KiB)", width: 30) == ["integrity ok", path, "16.0 KiB)"])
    }

    @Test("The lead starts the first line unbroken, further lines take the hanging indent")
    func leadAndIndent() {
        let lines = TextWrapping.wrap("none of the keys are set here", width: 24, lead: "ok      name  ", indent: 14)
        #expect(
            lines == ["ok      name  none of", "              the keys", "              are set", "              here"]
        )
    }

    @Test("No-break spaces keep words together and print as spaces; spaces inside a line are kept")
    func glueAndSpaces() {
        let text = "1시간\u{A0}강수\u{A0}2.5mm\u{A0}· 습도\u{A0}58%"
        #expect(TextWrapping.wrap(text, width: 18) == ["1시간 강수 2.5mm ·", "습도 58%"])
        #expect(TextWrapping.wrap("a  b   c", width: 20) == ["a  b   c"])
        #expect(TextWrapping.wrap("one two\nthree", width: 20) == ["one two", "three"])
        #expect(TextWrapping.wrap("", width: 20) == [""])
    }

    @Test("Each span keeps its style on whichever line it lands; spaces at a break are dropped")
    func styles() {
        let spans = [TextSpan("5.1°C · 비"), TextSpan(" (13:00)", style: .dim)]
        let plain = TextWrapping.wrap(spans, width: 40)
        #expect(plain == ["5.1°C · 비 (13:00)"])
        let coloured = TextWrapping.wrap(
            spans,
            width: 12,
            lead: [TextSpan("Now", style: .bold), " "],
            colorEnabled: true
        )
        #expect(coloured == ["\u{1B}[1mNow\u{1B}[0m 5.1°C ·", "비\u{1B}[2m (13:00)\u{1B}[0m"])
        #expect(
            TextWrapping.wrap(spans, width: 12, lead: [TextSpan("Now", style: .bold), " "]) == [
                "Now 5.1°C ·", "비 (13:00)",
            ]
        )
    }

    @Test("Plain ASCII read by the byte wraps exactly as read by the character, across spans")
    func plainBytesAgreeWithCharacters() {
        var generator = RandomTextRobustnessTests.Generator(state: 0x7E47)
        let pieces = ["a", "word", "--option", "https://example.com/x", " ", "  ", "\n", "가", "\u{A0}"]
        for _ in 0..<500 {
            let spans = (0..<Int.random(in: 1...4, using: &generator)).map { index in
                let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                    pieces.randomElement(using: &generator)!
                }.joined()
                return TextSpan(text, style: index.isMultiple(of: 2) ? nil : .dim)
            }
            let width = Int.random(in: 1...30, using: &generator)
            let byBytes = TextWrapping.wrap(
                spans,
                width: width,
                lead: [],
                indent: 2,
                colorEnabled: true,
                readingPlainBytes: true
            )
            let byCharacters = TextWrapping.wrap(
                spans,
                width: width,
                lead: [],
                indent: 2,
                colorEnabled: true,
                readingPlainBytes: false
            )
            #expect(byBytes == byCharacters, "\(spans.map(\.text)) at width \(width)")
        }
    }
}
