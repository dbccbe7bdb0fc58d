/// A JSON document built in code and rendered to text in a chosen upstream style, so that
/// escaping and key order are exactly what the real services send (not `JSONEncoder`'s).
indirect enum JSONValue {
    case string(String)
    case integer(Int)
    /// A number written exactly as given (`126.978`), for decimals and odd literals alike.
    case number(String)
    case boolean(Bool)
    case null
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// The compact JSON text of this value in UTF-8, as an answer's body is sent. Linear in
    /// the text (plus sorting each object's keys for a style that sorts them): a stand-in
    /// server that shares the client's cores must not spend them on its answers (a 1,000-row
    /// KMA forecast is about 120 KB).
    func renderUTF8(_ style: JSONEscapeStyle) -> [UInt8] {
        var output: [UInt8] = []
        write(to: &output, style: style)
        return output
    }

    private func write(to output: inout [UInt8], style: JSONEscapeStyle) {
        switch self {
        case .string(let text):
            Self.writeString(text, to: &output, style: style)
        case .integer(let number):
            output.append(contentsOf: String(number).utf8)
        case .number(let literal):
            output.append(contentsOf: literal.utf8)
        case .boolean(let flag):
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null:
            output.append(contentsOf: "null".utf8)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                element.write(to: &output, style: style)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            let ordered =
                style.sortsKeys
                ? members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
                : members
            output.append(UInt8(ascii: "{"))
            for (index, member) in ordered.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.writeString(member.key, to: &output, style: style)
                output.append(UInt8(ascii: ":"))
                member.value.write(to: &output, style: style)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// `text` quoted: `"`, `\`, the controls below U+0020 (`\n`, `\r`, `\t`, else `\u00xx`),
    /// U+2028 and U+2029 escaped, and what `style` escapes besides; runs of other bytes are
    /// copied whole.
    private static func writeString(_ text: String, to output: inout [UInt8], style: JSONEscapeStyle) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var copied = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                let escape: String?
                var width = 1
                switch byte {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case UInt8(ascii: "\n"): escape = "\\n"
                case UInt8(ascii: "\r"): escape = "\\r"
                case UInt8(ascii: "\t"): escape = "\\t"
                case 0x00..<0x20: escape = "\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
                case UInt8(ascii: "/") where style.escapesSlash: escape = "\\/"
                case UInt8(ascii: "&") where style.escapesHTMLCharacters: escape = "\\u0026"
                case UInt8(ascii: "<") where style.escapesHTMLCharacters: escape = "\\u003c"
                case UInt8(ascii: ">") where style.escapesHTMLCharacters: escape = "\\u003e"
                // U+2028 and U+2029: E2 80 A8 and E2 80 A9 in UTF-8.
                case 0xE2
                where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (0xA8...0xA9).contains(utf8[index + 2]):
                    escape = utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                    width = 3
                default: escape = nil
                }
                if let escape {
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<index]))
                    output.append(contentsOf: escape.utf8)
                    copied = index + width
                }
                index += width
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<utf8.count]))
        }
        output.append(UInt8(ascii: "\""))
    }
}

/// How an upstream writes its JSON text; the mock copies each service's habits byte for byte.
struct JSONEscapeStyle {
    /// Writes `/` as `\/` (Naver).
    var escapesSlash: Bool
    /// Writes `&`, `<`, `>` as `\u0026`, `\u003c`, `\u003e` (Kakao).
    var escapesHTMLCharacters: Bool
    /// Orders the keys of every object by their UTF-8 bytes (Kakao).
    var sortsKeys: Bool

    /// Naver's style: `\/`, keys in the order given, `&` literal.
    static let naver = JSONEscapeStyle(escapesSlash: true, escapesHTMLCharacters: false, sortsKeys: false)
    /// Gateway error bodies: nothing escaped beyond what JSON requires.
    static let plain = JSONEscapeStyle(escapesSlash: false, escapesHTMLCharacters: false, sortsKeys: false)
    /// Kakao's style: `/` literal, `&` as `\u0026`, keys alphabetical.
    static let kakao = JSONEscapeStyle(escapesSlash: false, escapesHTMLCharacters: true, sortsKeys: true)
}
