/// Whether a text is already what the sanitisers would make of it, so they can return it as it
/// is: one line of printable ASCII and the scalars the caller keeps (Hangul, ideographs), single
/// spaces between words and none at the ends. One pass over the scalars, no allocation.
public enum FoldedText {
    /// Whether `text` is folded, keeping beyond printable ASCII only the scalars `isKept` accepts.
    @inlinable
    public static func isFolded(_ text: String, keeping isKept: (UInt32) -> Bool) -> Bool {
        var previousWasSpace = true
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value == 0x20 {
                if previousWasSpace { return false }
                previousWasSpace = true
            } else if (value > 0x20 && value < 0x7F) || isKept(value) {
                previousWasSpace = false
            } else {
                return false
            }
        }
        return !previousWasSpace || text.isEmpty
    }
}
