import Testing

/// The diff a golden mismatch prints: `diff -u`'s hunks, visible escapes, a fallback.
@Suite("LineDiff: the unified diff of a golden mismatch")
struct LineDiffTests {
    static func numbered(_ range: ClosedRange<Int>) -> [String] {
        range.map { "line \($0)" }
    }

    @Test("equal texts give nothing")
    func equal() {
        #expect(LineDiff().render(expected: "a\nb\n", actual: "a\nb\n") == "")
    }

    @Test("one changed line: a hunk with three lines of context either side")
    func changedLine() {
        var changed = Self.numbered(1...10)
        changed[4] = "line five"
        let diff = LineDiff().render(
            expected: Self.numbered(1...10).joined(separator: "\n") + "\n",
            actual: changed.joined(separator: "\n") + "\n"
        )
        #expect(
            diff == """
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +line five
                 line 6
                 line 7
                 line 8
                """
        )
    }

    @Test("changes far apart are separate hunks; an added and a removed line count as such")
    func separateHunks() {
        var actual = Self.numbered(1...20)
        actual.remove(at: 1)
        actual.append("line 21")
        let diff = LineDiff().render(
            expected: Self.numbered(1...20).joined(separator: "\n") + "\n",
            actual: actual.joined(separator: "\n") + "\n"
        )
        let headers = diff.split(separator: "\n").filter { $0.hasPrefix("@@") }
        #expect(headers == ["@@ -1,5 +1,4 @@", "@@ -18,3 +17,4 @@"], "\(diff)")
        #expect(diff.contains("\n-line 2\n") && diff.hasSuffix("\n+line 21"))
    }

    @Test("into an empty text, and a missing final newline said in words")
    func edges() {
        #expect(LineDiff().render(expected: "", actual: "new\n") == "@@ -0,0 +1,1 @@\n+new")
        #expect(
            LineDiff().render(expected: "a\n", actual: "a")
                == "\\ the output has no newline at its end; the golden file has one"
        )
    }

    @Test("escapes of ANSI colours are shown, not sent to the terminal")
    func visibleEscapes() {
        let diff = LineDiff().render(expected: "\u{1B}[1mID\u{1B}[0m\n", actual: "ID\r\n")
        #expect(diff == "@@ -1,1 +1,1 @@\n-␛[1mID␛[0m\n+ID␍")
    }

    @Test("lines are compared byte for byte: the same letter in other code points differs")
    func bytes() {
        let diff = LineDiff().render(expected: "caf\u{E9}\n", actual: "cafe\u{301}\n")
        #expect(diff == "@@ -1,1 +1,1 @@\n-caf\u{E9}\n+cafe\u{301}")
    }

    @Test("past the edit limit, only the first differing line")
    func tooManyEdits() {
        let diff = LineDiff(maximumEdits: 4).render(
            expected: Self.numbered(1...10).joined(separator: "\n"),
            actual: (["line 1"] + Self.numbered(12...20)).joined(separator: "\n")
        )
        #expect(diff == "first difference at line 2 (too many to diff):\n-line 2\n+line 12")
    }
}
