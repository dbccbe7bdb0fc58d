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

    /// The compact JSON text of this value.
    func render(_ style: JSONEscapeStyle) -> String {
        var output = ""
        write(to: &output, style: style)
        return output
    }

    private func write(to output: inout String, style: JSONEscapeStyle) {
        switch self {
        case .string(let text):
            Self.writeString(text, to: &output, style: style)
        case .integer(let number):
            output += String(number)
        case .number(let literal):
            output += literal
        case .boolean(let flag):
            output += flag ? "true" : "false"
        case .null:
            output += "null"
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.write(to: &output, style: style)
            }
            output += "]"
        case .object(let members):
            let ordered =
                style.sortsKeys
                ? members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
                : members
            output += "{"
            for (index, member) in ordered.enumerated() {
                if index > 0 { output += "," }
                Self.writeString(member.key, to: &output, style: style)
                output += ":"
                member.value.write(to: &output, style: style)
            }
            output += "}"
        }
    }

    private static func writeString(_ text: String, to output: inout String, style: JSONEscapeStyle) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "/" where style.escapesSlash: output += "\\/"
            case "&" where style.escapesHTMLCharacters: output += "\\u0026"
            case "<" where style.escapesHTMLCharacters: output += "\\u003c"
            case ">" where style.escapesHTMLCharacters: output += "\\u003e"
            case "\u{2028}": output += "\\u2028"
            case "\u{2029}": output += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    output += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
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
