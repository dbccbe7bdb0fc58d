import QuickSearchDomain
import Testing

@Suite("Dev-Event text clean-up")
struct DevEventTextNormalizerTests {
    @Test(
        "Invisible and control characters go, spaces collapse",
        arguments: [
            ("\u{200B}샘플 행사", "샘플 행사"), ("\u{A0}샘플\u{A0}\u{A0}행사 ", "샘플 행사"), ("목\u{1D}", "목"),
            ("a\tb\nc", "a b c"), ("  ", ""), ("\u{FEFF}x\u{200D}y", "xy"), ("샘플 🚀 행사", "샘플 🚀 행사"),
            ("\u{202E}evil", "evil"), ("plain", "plain"),
        ]
    )
    func clean(_ input: String, _ expected: String) {
        #expect(DevEventTextNormalizer.clean(input) == expected)
    }

    @Test(
        "Folding is case- and width-insensitive",
        arguments: [
            ("ＡＩ", "ai"), ("Swift", "swift"), ("１９：００", "19:00"), ("샘플", "샘플"), ("  Ｎｏｄｅ.js ", "node.js"),
        ]
    )
    func fold(_ input: String, _ expected: String) {
        #expect(DevEventTextNormalizer.fold(input) == expected)
    }
}
