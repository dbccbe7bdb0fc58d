/// Escaping of text placed inside HTML, as Naver does in its titles.
enum HTMLText {
    /// The text with `&`, `<`, `>` and `"` written as entities.
    static func escape(_ text: String) -> String {
        var output = ""
        for character in text {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            default: output.append(character)
            }
        }
        return output
    }
}
