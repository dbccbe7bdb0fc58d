/// Splits field text at separators that stand outside parentheses and brackets, so
/// `오프라인(서울, 강남구)` or `(주) 샘플` stay whole.
enum DevEventBracketSplitter {
    /// The pieces of `text` between separators; `isSeparator` sees each scalar at nesting depth 0
    /// with its index, so it can look at the neighbours. Pieces are not trimmed.
    static func split(_ text: String, isSeparator: ([Unicode.Scalar], Int) -> Bool) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var pieces: [String] = []
        var current = String.UnicodeScalarView()
        var depth = 0
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case "(", "[", "（":
                depth += 1
            case ")", "]", "）":
                depth = max(0, depth - 1)
            default:
                break
            }
            if depth == 0 && isSeparator(scalars, index) {
                pieces.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        pieces.append(String(current))
        return pieces
    }
}
