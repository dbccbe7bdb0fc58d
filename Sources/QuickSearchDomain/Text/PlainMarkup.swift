/// `PlainText.fromMarkup` over UTF-8 bytes, for the text nearly every title is: one where each
/// Unicode scalar is a character of its own (ASCII but CR, Latin-1, Hangul syllables and
/// compatibility jamo, CJK ideographs, common punctuation, full-width forms; no combining mark,
/// joiner, escape or emoji). There the three steps `PlainText.fromMarkup` takes character by
/// character (tags, entities, white space) read the same byte by byte, since the characters they
/// look for are ASCII, which no byte of a longer UTF-8 sequence is; other text is left to them.
enum PlainMarkup {
    /// The plain text of `markup` as `PlainText.fromMarkup` makes it; nil when `markup` (or a
    /// character an entity in it stands for) is not of the kind above. Linear in `markup`.
    static func plain(_ markup: String) -> String? {
        let bytes = Array(markup.utf8)
        guard isSimple(bytes) else { return nil }
        guard let decoded = decodingEntities(strippingTags(bytes)) else { return nil }
        return String(decoding: collapsingWhitespace(decoded), as: UTF8.self)
    }

    /// Whether every scalar is a character of its own, by the grapheme rules: none extends,
    /// joins or prepends, and no CR (which joins a following LF).
    static func isSimple(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                guard byte != 0x0D, byte != 0x1B else { return false }
                index += 1
                continue
            }
            let (scalar, length) = decode(bytes, at: index)
            guard isSimple(scalar) else { return false }
            index += length
        }
        return true
    }

    /// A scalar above ASCII that is a character of its own (grapheme cluster break property
    /// Other, LV or LVT, with no rule joining it to a neighbour of this set) and no control.
    static func isSimple(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xA0...0x2FF,  // Latin-1 (no C1 controls), Latin Extended, IPA, spacing modifiers
            0x2010...0x2027, 0x2030...0x205E,  // punctuation (no joiners, no line separators)
            0x3000...0x3029, 0x3030...0x303F,  // CJK symbols (no tone marks)
            0x3131...0x318E,  // Hangul compatibility jamo
            0x4E00...0x9FFF,  // CJK ideographs
            0xAC00...0xD7A3,  // Hangul syllables
            0xFF01...0xFF9D:  // full-width forms (no sound marks)
            return true
        default:
            return false
        }
    }

    /// The scalar at `index` of valid UTF-8 (a string's), and its length in bytes.
    private static func decode(_ bytes: [UInt8], at index: Int) -> (UInt32, Int) {
        let lead = UInt32(bytes[index])
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), 2) }
        if lead < 0xF0 {
            return ((lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F), 3)
        }
        let value =
            (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12 | UInt32(bytes[index + 2] & 0x3F) << 6
            | UInt32(bytes[index + 3] & 0x3F)
        return (value, 4)
    }

    /// `PlainText.strippingTags`: a `<` whose next `>` closes a body starting with an ASCII
    /// letter, `/` or `!` starts a tag, removed with it; any other `<` is text. The next `>` is
    /// found once for every `<` before it, so the pass stays linear.
    static func strippingTags(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        var nextClose = -1
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "<") else {
                output.append(byte)
                index += 1
                continue
            }
            if nextClose <= index {
                nextClose = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
            }
            if nextClose < bytes.count, nextClose > index + 1, startsTag(bytes[index + 1]) {
                index = nextClose + 1
            } else {
                output.append(byte)
                index += 1
            }
        }
        return output
    }

    private static func startsTag(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "/"),
            UInt8(ascii: "!"):
            return true
        default:
            return false
        }
    }

    /// `PlainText.decodingEntities`: `&name;` within twelve characters of the `&` (here
    /// scalars), decoded by `PlainText.decodeEntity`; nil when one stands for a character
    /// outside the simple kind (or an escape), which the character-by-character steps then read.
    static func decodingEntities(_ bytes: [UInt8]) -> [UInt8]? {
        guard bytes.contains(UInt8(ascii: "&")) else { return bytes }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "&"), let semicolon = semicolon(in: bytes, after: index) {
                let name = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)
                if let decoded = PlainText.decodeEntity(Substring(name)) {
                    let scalars = decoded.unicodeScalars
                    guard scalars.count == 1, let scalar = scalars.first,
                        scalar.isASCII ? scalar.value != 0x0D && scalar.value != 0x1B : isSimple(scalar.value)
                    else { return nil }
                    output.append(contentsOf: String(decoded).utf8)
                    index = semicolon + 1
                    continue
                }
            }
            output.append(byte)
            index += 1
        }
        return output
    }

    /// The index of a `;` among the twelve scalars starting at the `&` at `index`.
    private static func semicolon(in bytes: [UInt8], after index: Int) -> Int? {
        var position = index
        for _ in 0..<12 {
            guard position < bytes.count else { return nil }
            if bytes[position] == UInt8(ascii: ";") { return position }
            position += scalarLength(bytes[position])
        }
        return nil
    }

    private static func scalarLength(_ lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    /// `PlainText.collapsingWhitespace` for simple text: controls other than white space
    /// dropped (as `EscapeSequenceStripper` drops them), runs of white space (tab to form feed,
    /// space, U+00A0, U+3000) one space, the ends trimmed.
    static func collapsingWhitespace(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var pendingSpace = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length = scalarLength(byte)
            let isSpace: Bool
            switch byte {
            case 0x09...0x0C, 0x20:
                isSpace = true
            case 0x00..<0x20, 0x7F:
                index += 1
                continue
            case 0xC2:
                isSpace = bytes[index + 1] == 0xA0  // U+00A0
            case 0xE3:
                isSpace = bytes[index + 1] == 0x80 && bytes[index + 2] == 0x80  // U+3000
            default:
                isSpace = false
            }
            if isSpace {
                pendingSpace = !output.isEmpty
            } else {
                if pendingSpace {
                    output.append(0x20)
                    pendingSpace = false
                }
                output.append(contentsOf: bytes[index..<(index + length)])
            }
            index += length
        }
        return output
    }
}
