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

    /// `text` cut to at most `width` columns in the middle, keeping its start and (twice as much)
    /// its end around `ellipsis`: for a URL or a path, whose end tells rows apart
    /// (`http://img.…/2b16cb7dbf3e625c/0.jpg`).
    ///
    /// `sharedEnding` is how many of the last characters `text` has in common with the texts it
    /// is shown with (every URL of a column ending in `&list=mock`): when the end kept would be
    /// only those, they are left out too, behind a second `ellipsis`, so what is kept tells the
    /// texts apart (`http…cab4d5b0…`). Wide characters that would straddle a limit are dropped
    /// whole, as in `truncate`, so the result may be narrower than `width`. Returns "" when
    /// `width` is 0 or less. Linear in the length of `text`.
    public static func truncateMiddle(
        _ text: String,
        toWidth width: Int,
        ellipsis: String = "…",
        sharedEnding: Int = 0
    ) -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(text) <= width { return text }
        let markWidth = DisplayWidth.of(ellipsis)
        guard markWidth < width else { return truncate(text, toWidth: width, ellipsis: ellipsis) }
        let ending = text.suffix(max(0, sharedEnding))
        let budget = width - markWidth
        let tailBudget = budget - budget / 3
        if !ending.isEmpty, ending.count < text.count, DisplayWidth.of(ending) >= tailBudget, budget > markWidth {
            return cutMiddle(text.dropLast(ending.count), budget: budget - markWidth, ellipsis: ellipsis) + ellipsis
        }
        return cutMiddle(text[...], budget: budget, ellipsis: ellipsis)
    }

    /// The first third of `budget` columns of `text`, `ellipsis`, then the last columns.
    private static func cutMiddle(_ text: Substring, budget: Int, ellipsis: String) -> String {
        var head = ""
        var used = 0
        for character in text {
            let columns = DisplayWidth.of(character)
            if used + columns > budget / 3 { break }
            head.append(character)
            used += columns
        }
        var tail: [Character] = []
        var tailUsed = 0
        for character in text.reversed() {
            let columns = DisplayWidth.of(character)
            if tailUsed + columns > budget - used { break }
            tail.append(character)
            tailUsed += columns
        }
        return head + ellipsis + String(tail.reversed())
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
