import Testing

@testable import MockAPI

/// The mock's JSON text, byte for byte, in each upstream's style.
@Suite("JSONValue rendering")
struct JSONValueTests {
    private static func text(_ value: JSONValue, _ style: JSONEscapeStyle) -> String {
        String(decoding: value.renderUTF8(style), as: UTF8.self)
    }

    @Test("what JSON requires is escaped in every style; other text is copied as it is")
    func requiredEscapes() {
        let value = JSONValue.string("a\"b\\c\nd\re\tf\u{01}g\u{1F}h 고양이 \u{2028}\u{2029}\u{2027}\u{7F}")
        let expected = #""a\"b\\c\nd\re\tf\u0001g\u001fh 고양이 \u2028\u2029"# + "\u{2027}\u{7F}\""
        for style in [JSONEscapeStyle.plain, .naver, .kakao] {
            #expect(Self.text(value, style) == expected)
        }
    }

    @Test("controls but \\n, \\r, \\t as \\u escapes; U+2028 last; its neighbours and 4-byte characters copied")
    func edgeEscapes() {
        let value = JSONValue.string("\u{0}\u{8}\u{C}🐈\u{202A}\u{2028}")
        let expected = #""\u0000\u0008\u000c🐈"# + "\u{202A}" + #"\u2028""#
        for style in [JSONEscapeStyle.plain, .naver, .kakao] {
            #expect(Self.text(value, style) == expected)
        }
        #expect(Self.text(.object([("a&b", .null)]), .kakao) == #"{"a\u0026b":null}"#)
    }

    @Test("Naver writes / as \\/; Kakao writes &, <, > as \\u escapes; plain writes them raw")
    func styleEscapes() {
        let value = JSONValue.string("https://a.b/c?x=1&y=<2>")
        #expect(Self.text(value, .naver) == #""https:\/\/a.b\/c?x=1&y=<2>""#)
        #expect(Self.text(value, .kakao) == #""https://a.b/c?x=1\u0026y=\u003c2\u003e""#)
        #expect(Self.text(value, .plain) == #""https://a.b/c?x=1&y=<2>""#)
    }

    @Test("compact containers; keys in the order given, or sorted by their bytes for Kakao")
    func containers() {
        let value = JSONValue.object([
            ("z", .array([.integer(-3), .number("1.50"), .boolean(true), .boolean(false), .null])),
            ("a/", .object([])),
            ("é", .string("")),
        ])
        #expect(Self.text(value, .naver) == #"{"z":[-3,1.50,true,false,null],"a\/":{},"é":""}"#)
        #expect(Self.text(value, .kakao) == #"{"a/":{},"z":[-3,1.50,true,false,null],"é":""}"#)
    }
}
