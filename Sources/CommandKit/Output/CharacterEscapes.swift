/// How a text format writes the characters it reserves: a table from each such character to
/// what stands for it, and the one loop that applies it (HTML for the gallery page and the
/// mock's Naver titles, iCalendar TEXT). Linear in the text.
public struct CharacterEscapes: Sendable {
    /// What each reserved character is written as; every other character is kept.
    public let table: [Character: String]

    public init(_ table: [Character: String]) {
        self.table = table
    }

    /// `text` with each character of the table written as its escape.
    public func escaping(_ text: some StringProtocol) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for character in text {
            if let escape = table[character] {
                output += escape
            } else {
                output.append(character)
            }
        }
        return output
    }

    /// HTML element content or a double- or single-quoted attribute value: `&`, `<`, `>`, `"`
    /// and `'` as character references.
    public static let html = CharacterEscapes(["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"])
}
