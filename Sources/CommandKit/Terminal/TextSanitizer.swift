import TextSafety

/// Makes untrusted upstream text safe and tidy to print on a terminal.
///
/// Removed: terminal escape sequences and control characters (the domain's
/// `EscapeSequenceStripper`), zero-width space, word joiner, BOM, and bidirectional
/// controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), which could reorder
/// what follows them on the line. Kept: ZWJ and ZWNJ, which emoji and some scripts need.
public enum TextSanitizer {
    /// One line: line breaks and tabs become spaces, runs of whitespace collapse to one
    /// space, and the ends are trimmed. For table cells, titles and tab-separated output.
    public static func singleLine(_ text: String) -> String {
        if isSingleLine(text) {
            return text
        }
        var output = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in visibleScalars(of: text) {
            if isWhitespace(scalar) {
                pendingSpace = true
                continue
            }
            if pendingSpace, !output.isEmpty { output.append(" ") }
            pendingSpace = false
            output.append(scalar)
        }
        return String(output)
    }

    /// The scalars of `text` without escape sequences and invisible or unsafe characters;
    /// whitespace and line breaks are kept for the caller to fold.
    static func visibleScalars(of text: String) -> [Unicode.Scalar] {
        EscapeSequenceStripper.strip(text).filter { !InvisibleCharacters.isInvisibleOrDirectional($0) }
    }

    /// True when `singleLine` would return `text` unchanged, checked without allocating: only
    /// printable ASCII and Hangul syllables, single spaces between them.
    private static func isSingleLine(_ text: String) -> Bool {
        FoldedText.isFolded(text) { (0xAC00...0xD7A3).contains($0) }
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace
    }
}
