import Foundation
import TextSafety

/// Text rules shared by the Dev-Event parser, filter and identifiers.
public enum DevEventTextNormalizer {
    /// Removes whole terminal escape sequences (`ESC [31m`, not just the `ESC`), then zero-width,
    /// format and control characters (U+001D included), turns every kind of space (NBSP
    /// included) into one plain space, collapses runs of spaces and trims both ends.
    public static func clean(_ text: String) -> String {
        if isClean(text) {
            return text
        }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for scalar in EscapeSequenceStripper.strip(text) {
            let value = scalar.value
            if value > 0x20 && value < 0x7F {
                if pendingSpace {
                    output.append(0x20)
                    pendingSpace = false
                }
                output.append(UInt8(truncatingIfNeeded: value))
                continue
            }
            if isSpace(value) {
                pendingSpace = !output.isEmpty
                continue
            }
            if isInvisible(scalar) {
                continue
            }
            if pendingSpace {
                output.append(0x20)
                pendingSpace = false
            }
            UTF8.encode(scalar) { output.append($0) }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The comparison form of a text: `clean`, then NFKC (full-width letters, digits and
    /// symbols become their ordinary forms), then lower-case.
    public static func fold(_ text: String) -> String {
        let cleaned = clean(text)
        var hasCase = false
        let stable = cleaned.unicodeScalars.allSatisfy { scalar in
            let value = scalar.value
            if value < 0x80 {
                if value >= 0x41 && value <= 0x5A { hasCase = true }
                return true
            }
            return (0xAC00...0xD7A3).contains(value) || (0x4E00...0x9FFF).contains(value)
        }
        if stable {
            return hasCase ? cleaned.lowercased() : cleaned
        }
        return clean(cleaned.precomposedStringWithCompatibilityMapping).lowercased()
    }

    /// NFKC of `text`; returned as is when it holds only characters NFKC leaves alone
    /// (ASCII, Hangul syllables, CJK ideographs).
    public static func compatibilityForm(_ text: String) -> String {
        let stable = text.unicodeScalars.allSatisfy { scalar in
            let value = scalar.value
            return value < 0x80 || (0xAC00...0xD7A3).contains(value) || (0x4E00...0x9FFF).contains(value)
        }
        return stable ? text : text.precomposedStringWithCompatibilityMapping
    }

    /// `text` without any of `characters` at either end.
    public static func trimming(_ text: String, _ characters: Set<Unicode.Scalar>) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !characters.contains($0) }),
            let last = scalars.lastIndex(where: { !characters.contains($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    /// `text` with every one of `characters` removed.
    public static func removing(_ characters: Set<Unicode.Scalar>, from text: String) -> String {
        if characters.allSatisfy(\.isASCII) {
            let bytes = characters.map { UInt8(truncatingIfNeeded: $0.value) }
            guard text.utf8.contains(where: bytes.contains) else { return text }
            return String(decoding: text.utf8.filter { !bytes.contains($0) }, as: UTF8.self)
        }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.lazy.filter { !characters.contains($0) })
        return String(scalars)
    }

    /// `text` with each of `parts`, in order, replaced by `replacement` (parts compared byte
    /// for byte; empty parts skipped). Each part is looked for after the previous one found, so
    /// parts written in the order of the text (the `<code>` spans of a line) are found in one
    /// pass; after `maximumMisses` parts were not found, the later ones are not looked for.
    ///
    /// Linear: each search is Knuth–Morris–Pratt from the end of the last match, so the matches
    /// cost the text's length once, each miss at most once more, and each part its length.
    /// `work` grows by the bytes examined.
    public static func replacingInOrder(
        _ parts: [String],
        in text: String,
        with replacement: String,
        work: inout Int
    ) -> String {
        let haystack = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(haystack.count)
        var cursor = 0
        var misses = 0
        for part in parts where misses < maximumMisses {
            let needle = Array(part.utf8)
            guard !needle.isEmpty else { continue }
            guard let found = firstIndex(of: needle, in: haystack, from: cursor, work: &work) else {
                misses += 1
                continue
            }
            result.append(contentsOf: haystack[cursor..<found])
            result.append(contentsOf: replacement.utf8)
            cursor = found + needle.count
        }
        guard cursor > 0 else { return text }
        result.append(contentsOf: haystack[cursor...])
        return String(decoding: result, as: UTF8.self)
    }

    /// How many parts `replacingInOrder` may fail to find before it stops looking.
    public static let maximumMisses = 16

    /// The first index at or after `start` where `needle` occurs in `haystack` (Knuth–Morris–Pratt).
    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int, work: inout Int) -> Int? {
        guard haystack.count - start >= needle.count else { return nil }
        // failure[i]: the length of the longest proper prefix of needle[0...i] that is also its suffix.
        var failure = [Int](repeating: 0, count: needle.count)
        var length = 0
        for index in needle.indices.dropFirst() {
            while length > 0, needle[index] != needle[length] {
                length = failure[length - 1]
                work += 1
            }
            if needle[index] == needle[length] { length += 1 }
            failure[index] = length
            work += 1
        }
        var matched = 0
        for index in start..<haystack.count {
            while matched > 0, haystack[index] != needle[matched] {
                matched = failure[matched - 1]
                work += 1
            }
            if haystack[index] == needle[matched] { matched += 1 }
            work += 1
            if matched == needle.count { return index - needle.count + 1 }
        }
        return nil
    }

    /// True when `clean` would return `text` unchanged: folded, Hangul and CJK ideographs kept.
    private static func isClean(_ text: String) -> Bool {
        FoldedText.isFolded(text) { (0xAC00...0xD7A3).contains($0) || (0x4E00...0x9FFF).contains($0) }
    }

    private static func isSpace(_ value: UInt32) -> Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
            return true
        default:
            return false
        }
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        switch value {
        case 0xAC00...0xD7A3, 0x4E00...0x9FFF, 0x3131...0x318E:
            return false
        case 0x00...0x1F, 0x7F...0x9F, 0xAD, 0x180E, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F, 0xFEFF,
            0xFFF9...0xFFFB:
            return true
        case 0xA0...0x2FF, 0x1F300...0x1FAFF:
            return false
        default:
            return scalar.properties.generalCategory == .format && !(0xE0020...0xE007F).contains(value)
        }
    }
}
