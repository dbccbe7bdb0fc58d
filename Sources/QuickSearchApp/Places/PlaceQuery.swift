import CommandKit
import Foundation
import QuickSearchDomain

/// What `places search` and `places add` look up: the words given, as one line.
enum PlaceQuery {
    /// `words` as one trimmed line, checked for length.
    ///
    /// - Throws: `ValidationError` (exit 64) when it is empty or longer than a search query may be.
    static func text(_ words: [String]) throws -> String {
        let text = words.joined(separator: " ").trimmingSpacesAndNewlines()
        guard !text.isEmpty else {
            throw ValidationError("the place to look up is empty; give a name such as 혜화동", kind: .missingArgument)
        }
        guard text.unicodeScalars.count <= MediaSearchOptions.maximumQueryLength else {
            throw ValidationError(
                "the place to look up is longer than \(MediaSearchOptions.maximumQueryLength) Unicode code points; shorten it"
            )
        }
        return text
    }
}
