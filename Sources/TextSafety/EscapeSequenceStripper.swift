/// One pass over scalars that drops whole terminal escape sequences, then control characters.
///
/// Removed: CSI `ESC [ … final`, OSC `ESC ] … BEL/ST`, DCS, SOS, PM and APC strings, other
/// `ESC` sequences, their 8-bit C1 forms, and every other C0/C1 control and DEL. Tab, line
/// feed, vertical tab, form feed, carriage return and NEL (U+0085) are kept as whitespace for
/// the caller to fold. An unterminated OSC or DCS string swallows the rest of the text, as a
/// terminal would. The one implementation behind `PlainText` and the CLI's `TextSanitizer`.
public struct EscapeSequenceStripper {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    /// The scalars of `text` without escape sequences and control characters other than the
    /// whitespace ones listed above.
    public static func strip(_ text: String) -> [Unicode.Scalar] {
        var stripper = EscapeSequenceStripper(scalars: Array(text.unicodeScalars))
        return stripper.strip()
    }

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    private mutating func strip() -> [Unicode.Scalar] {
        var output: [Unicode.Scalar] = []
        output.reserveCapacity(scalars.count)
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar.value {
            case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85:
                output.append(scalar)
            case 0x1B:
                skipEscapeSequence()
            case 0x9B:
                skipControlSequence()
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                skipControlString()
            case 0x00..<0x20, 0x7F...0x9F:
                continue
            default:
                output.append(scalar)
            }
        }
        return output
    }

    /// After `ESC`: the rest of a CSI, a control string, or a two-character sequence.
    private mutating func skipEscapeSequence() {
        guard index < scalars.count else { return }
        let next = scalars[index].value
        switch next {
        case 0x5B:  // [
            index += 1
            skipControlSequence()
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ] P X ^ _
            index += 1
            skipControlString()
        case 0x20...0x2F:  // intermediates, then a final character
            while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) { index += 1 }
            if index < scalars.count, (0x30...0x7E).contains(scalars[index].value) { index += 1 }
        case 0x30...0x7E:
            index += 1
        default:
            return
        }
    }

    /// After CSI: parameters and intermediates up to a final byte in `@`…`~`.
    /// A character outside the sequence's range ends it early and is kept for the next round.
    private mutating func skipControlSequence() {
        while index < scalars.count {
            let value = scalars[index].value
            if (0x40...0x7E).contains(value) {
                index += 1
                return
            }
            guard (0x20...0x3F).contains(value) else { return }
            index += 1
        }
    }

    /// After OSC, DCS, SOS, PM or APC: everything up to BEL, `ESC \` or ST (U+009C).
    /// Any other `ESC` ends the string and starts the next sequence.
    private mutating func skipControlString() {
        while index < scalars.count {
            let value = scalars[index].value
            index += 1
            if value == 0x07 || value == 0x9C { return }
            if value == 0x1B {
                if index < scalars.count, scalars[index].value == 0x5C {
                    index += 1
                } else {
                    index -= 1
                }
                return
            }
        }
    }
}

/// Characters that show nothing yet change what follows them.
public enum InvisibleCharacters {
    /// Zero-width space, word joiner, BOM, Mongolian vowel separator, and the bidirectional
    /// controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), which reorder what
    /// follows them. ZWJ and ZWNJ are not among them: emoji and some scripts need them.
    public static func isInvisibleOrDirectional(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B, 0x2060, 0xFEFF, 0x180E: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
