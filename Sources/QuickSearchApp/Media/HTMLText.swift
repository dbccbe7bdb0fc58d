import CommandKit
import Foundation

/// What may be put into an HTML document built from upstream text and links.
enum HTMLText {
    /// `text` for element content or a double-quoted attribute value: control characters and
    /// escape sequences removed (`TextSanitizer.singleLine`), then `&`, `<`, `>`, `"` and `'`
    /// written as character references, so no upstream text can open a tag or end a value.
    static func escape(_ text: String) -> String {
        CharacterEscapes.html.escaping(TextSanitizer.singleLine(text))
    }

    /// `link` when it is an absolute http or https URL with a host and no whitespace or
    /// control characters, else nil: `javascript:`, `data:`, `file:` and relative links are
    /// dropped, never written into a page.
    static func webURL(_ link: String?) -> String? {
        guard let link, !link.isEmpty, link.count <= 4096,
            !link.unicodeScalars.contains(where: { $0.value <= 0x20 || (0x7F...0x9F).contains($0.value) }),
            let components = URLComponents(string: link),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty
        else { return nil }
        return link
    }
}
