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

    /// `text` with its first occurrence of `part` (compared byte for byte) replaced by
    /// `replacement`; nil when `part` is empty or absent.
    public static func replacingFirst(_ part: String, in text: String, with replacement: String) -> String? {
        let haystack = Array(text.utf8)
        let needle = Array(part.utf8)
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count)
        where haystack[start] == first && haystack[start..<(start + needle.count)].elementsEqual(needle) {
            var result = Array(haystack[..<start])
            result.append(contentsOf: replacement.utf8)
            result.append(contentsOf: haystack[(start + needle.count)...])
            return String(decoding: result, as: UTF8.self)
        }
        return nil
    }

    /// True when `clean` would return `text` unchanged (checked without allocating).
    private static func isClean(_ text: String) -> Bool {
        var previousWasSpace = true
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value == 0x20 {
                if previousWasSpace { return false }
                previousWasSpace = true
            } else if (value > 0x20 && value < 0x7F) || (0xAC00...0xD7A3).contains(value)
                || (0x4E00...0x9FFF).contains(value)
            {
                previousWasSpace = false
            } else {
                return false
            }
        }
        return !previousWasSpace || text.isEmpty
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
