/// Cutting and padding text to a number of terminal columns, never splitting a grapheme cluster.
public enum TextTruncation {
    /// `text` cut to at most `width` columns, ending in `ellipsis` when anything was cut.
    ///
    /// A wide character that would straddle the limit is dropped whole, so the result
    /// may be one column narrower than `width`. Returns "" when `width` is 0 or less.
    public static func truncate(_ text: String, toWidth width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(text) <= width { return text }
        var mark = ellipsis
        var markWidth = DisplayWidth.of(mark)
        if markWidth > width {
            mark = ""
            markWidth = 0
        }
        let budget = width - markWidth
        var kept = ""
        var used = 0
        for character in text {
            let columns = DisplayWidth.of(character)
            if used + columns > budget { break }
            kept.append(character)
            used += columns
        }
        while let last = kept.last, last.isWhitespace {
            kept.removeLast()
        }
        return kept + mark
    }

    /// `text` padded with spaces to `width` columns; text already that wide is returned unchanged.
    public static func pad(_ text: String, toWidth width: Int, alignment: TextAlignment = .left) -> String {
        let missing = width - DisplayWidth.of(text)
        guard missing > 0 else { return text }
        let padding = String(repeating: " ", count: missing)
        switch alignment {
        case .left: return text + padding
        case .right: return padding + text
        }
    }

    /// `text` cut and then padded to exactly `width` columns.
    public static func fit(_ text: String, toWidth width: Int, alignment: TextAlignment = .left) -> String {
        pad(truncate(text, toWidth: width), toWidth: width, alignment: alignment)
    }
}
