/// Text made safe for a roff (man) source line.
enum Roff {
    /// `text` as one line of running text: backslashes as `\e`, hyphens as `\-`, double quotes
    /// as `\(dq`, every non-ASCII character as `\[uXXXX]` (so no input encoding is assumed),
    /// and a leading `.` or `'` guarded by `\&` so it cannot start a request. Line breaks become spaces.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += #"\e"#
            case "-": result += #"\-"#
            case "\"": result += #"\(dq"#
            case "\n", "\r", "\t": result += " "
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: continue
            case _ where !scalar.isASCII:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += #"\[u"# + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            default: result.unicodeScalars.append(scalar)
            }
        }
        if result.hasPrefix(".") || result.hasPrefix("'") { result = #"\&"# + result }
        return result
    }

    /// `text` escaped, in bold (`\fB…\fR`).
    static func bold(_ text: String) -> String {
        #"\fB"# + escape(text) + #"\fR"#
    }

    /// `text` escaped, in italics (`\fI…\fR`).
    static func italic(_ text: String) -> String {
        #"\fI"# + escape(text) + #"\fR"#
    }
}
