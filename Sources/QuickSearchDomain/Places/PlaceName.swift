import Foundation
import TextSafety

/// The rules a saved place's name follows, so that every name can be typed back, printed on a
/// terminal, and told apart from a position (`2`, `#2`).
public enum PlaceName {
    /// The longest name, in characters (a Hangul syllable is one).
    public static let maximumLength = 40

    /// The name as it is saved: trimmed and in canonical (NFC) form, so that the same text typed
    /// two ways is one name.
    ///
    /// - Throws: `PlaceListError` (`.invalidName`) for an empty name, one longer than
    ///   `maximumLength`, one that reads as a position (all digits, or `#` and digits), or one
    ///   holding control, escape, invisible or direction-changing characters.
    public static func validated(_ text: String) throws(PlaceListError) -> String {
        let name = text.trimmingSpaces().precomposedStringWithCanonicalMapping
        guard !name.isEmpty else {
            throw PlaceListError(.invalidName, "the place name is empty")
        }
        if let scalar = name.unicodeScalars.first(where: isForbidden) {
            let code = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
            throw PlaceListError(.invalidName, "the place name holds a control or invisible character (\(code))")
        }
        guard name.count <= maximumLength else {
            throw PlaceListError(
                .invalidName,
                "the place name is \(name.count) characters long; at most \(maximumLength) are allowed"
            )
        }
        let digits = name.hasPrefix("#") ? name.dropFirst() : Substring(name)
        if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
            throw PlaceListError(.invalidName, "'\(name)' reads as a position in the list, not a name")
        }
        return name
    }

    /// Control characters (escape included), line and paragraph separators, white space other
    /// than the plain space, unassigned and private-use code points, and the invisible or
    /// direction-changing characters `PlainText` removes from upstream text.
    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator, .unassigned, .privateUse, .surrogate:
            return true
        default:
            return InvisibleCharacters.isInvisibleOrDirectional(scalar)
                || (scalar.properties.isWhitespace && scalar != " ")
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
