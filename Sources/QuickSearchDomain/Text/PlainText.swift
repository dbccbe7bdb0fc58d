import TextSafety

/// Turns upstream title markup (`제주 <b>여행</b> &amp; 바다`) into plain display text.
public enum PlainText {
    /// Strips tags, decodes HTML entities, removes control characters and collapses white space;
    /// text whose every scalar is a character of its own (nearly every title) byte by byte, by
    /// `PlainMarkup`, to the same result.
    public static func fromMarkup(_ markup: String) -> String {
        PlainMarkup.plain(markup) ?? collapsingWhitespace(decodingEntities(strippingTags(markup)))
    }

    /// Removes `<…>` tags. A `<` that never closes is kept as text.
    public static func strippingTags(_ text: String) -> String {
        replacingSpans(of: text, from: "<", to: ">") { isTag($0) ? "" : nil }
    }

    /// Decodes named (`&amp;`, `&quot;`, …) and numeric (`&#39;`, `&#x2F;`) entities.
    /// Unknown or malformed entities are kept as written.
    public static func decodingEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return replacingSpans(of: text, from: "&", to: ";", within: 12) { decodeEntity($0).map(String.init) }
    }

    /// `text` with each span from an `opening` character to the first `closing` one after it
    /// (among the next `limit` characters, when given) replaced by what `replacement` makes of
    /// the text between them; a span it makes nothing of is kept as written.
    private static func replacingSpans(
        of text: String,
        from opening: Character,
        to closing: Character,
        within limit: Int? = nil,
        _ replacement: (Substring) -> String?
    ) -> String {
        scanningSpans(of: text, from: opening, to: closing, within: limit, replacement).text
    }

    /// `replacingSpans`, with how many characters its searches for `closing` examined: linear
    /// in `text` (at most its length, plus `limit` per `opening` when a limit is given), since
    /// without a limit the first `closing` at or after a position is found once and reused by
    /// every `opening` before it, so `<<<<…` or many rejected spans before one `>` are not
    /// scanned again each.
    static func scanningSpans(
        of text: String,
        from opening: Character,
        to closing: Character,
        within limit: Int? = nil,
        _ replacement: (Substring) -> String?
    ) -> (text: String, scanned: Int) {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        var scanned = 0
        /// The first `closing` at or after the last search's start (`endIndex`: none).
        var nextClosing: String.Index?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == opening {
                let end: String.Index?
                if let limit {
                    let scope = text[index...].prefix(limit)
                    end = scope.firstIndex(of: closing)
                    scanned += scope.distance(from: scope.startIndex, to: end ?? scope.endIndex)
                } else {
                    if nextClosing.map({ $0 < index }) ?? true {
                        let found = text[index...].firstIndex(of: closing) ?? text.endIndex
                        scanned += text.distance(from: index, to: found)
                        nextClosing = found
                    }
                    end = nextClosing.flatMap { $0 == text.endIndex ? nil : $0 }
                }
                if let end, let replaced = replacement(text[text.index(after: index)..<end]) {
                    output += replaced
                    index = text.index(after: end)
                    continue
                }
            }
            output.append(character)
            index = text.index(after: index)
        }
        return (output, scanned)
    }

    /// Removes whole terminal escape sequences (`ESC [31m`, `ESC ]8;;…ESC \\`), then replaces
    /// control characters and runs of white space with single spaces, removes zero-width
    /// characters, and trims the ends.
    public static func collapsingWhitespace(_ text: String) -> String {
        var output = ""
        var pendingSpace = false
        for scalar in EscapeSequenceStripper.strip(text) {
            if zeroWidth.contains(scalar.value) { continue }
            if scalar.properties.isWhitespace || scalar.properties.generalCategory == .control {
                pendingSpace = !output.isEmpty
                continue
            }
            if pendingSpace {
                output.append(" ")
                pendingSpace = false
            }
            output.unicodeScalars.append(scalar)
        }
        return output
    }

    /// An upstream's message or code for one line of ours: `collapsingWhitespace`, then cut to
    /// at most `limit` characters, ending in `…` when cut (a hostile or broken upstream may send
    /// megabytes).
    public static func excerpt(_ text: String, limit: Int = 200) -> String {
        let line = collapsingWhitespace(text)
        guard limit > 0, line.count > limit else { return line }
        return String(line.prefix(limit - 1)) + "…"
    }

    /// A URL from an upstream, kept as data but without what no URL may hold: escape
    /// sequences, control characters (line breaks included), and invisible or direction-changing
    /// characters (U+202E could make `gpj.exe` read as `exe.jpg`); the ends are trimmed.
    public static func url(_ text: String) -> String {
        // Nearly every URL is printable ASCII without spaces: nothing to remove or trim.
        let isPrintableASCII = { (byte: UInt8) in byte >= 0x21 && byte <= 0x7E }
        if text.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(isPrintableASCII) })
            ?? text.utf8.allSatisfy(isPrintableASCII)
        {
            return text
        }
        let kept = EscapeSequenceStripper.strip(text).filter {
            !InvisibleCharacters.isInvisibleOrDirectional($0) && $0.properties.generalCategory != .control
        }
        guard let first = kept.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = kept.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: kept[first...last])
        return String(scalars)
    }

    private static let zeroWidth: Set<UInt32> = [0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF]

    private static let namedEntities: [Substring: Character] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ",
        "middot": "·", "hellip": "…", "ndash": "–", "mdash": "—", "lsquo": "‘", "rsquo": "’",
        "ldquo": "“", "rdquo": "”", "copy": "©", "reg": "®", "trade": "™",
    ]

    /// The character of an entity's name (`amp`, `#39`, `#x2F`); nil for an unknown or malformed one.
    static func decodeEntity(_ name: Substring) -> Character? {
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
            return UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map(Character.init)
        }
        if name.hasPrefix("#") {
            return UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init).map(Character.init)
        }
        return namedEntities[name]
    }

    /// A tag body starts with a letter, `/` or `!`: `a < b > c` is not a tag.
    private static func isTag(_ body: Substring) -> Bool {
        guard let first = body.first else { return false }
        return first.isLetter && first.isASCII || first == "/" || first == "!"
    }
}
