/// Which results `--range` downloads: 1-based positions and inclusive spans separated by
/// commas, e.g. `5-8,12` (results 5, 6, 7, 8 and 12). Read in one pass; a span may not run
/// backwards, and every number is from 1 to `maximumPosition`.
public struct DownloadRange: Sendable, Hashable {
    /// The largest position a range may name (more than any search returns).
    public static let maximumPosition = 100_000
    /// The longest `--range` text, in characters.
    public static let maximumLength = 1024

    /// Why a range was refused, worded to follow `--range `.
    public struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
        public let description: String
    }

    /// The spans, as given.
    public let spans: [ClosedRange<Int>]
    /// The text read, for messages.
    public let text: String

    /// - Throws: `Problem` for an empty, malformed, zero, too large or backward part.
    public init(_ text: String) throws(Problem) {
        guard text.count <= Self.maximumLength else {
            throw Problem(description: "is at most \(Self.maximumLength) characters")
        }
        var spans: [ClosedRange<Int>] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = Self.trimmingSpaces(part)
            let bounds = trimmed.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
            guard let low = Self.position(bounds[0]) else {
                throw Problem(description: "must be positions and spans such as 5-8,12, got '\(trimmed)'")
            }
            let high = bounds.count == 2 ? Self.position(bounds[1]) : low
            guard let high else {
                throw Problem(description: "must be positions and spans such as 5-8,12, got '\(trimmed)'")
            }
            guard low <= high else {
                throw Problem(description: "runs backwards at '\(trimmed)'; write the smaller position first")
            }
            spans.append(low...high)
        }
        self.spans = spans
        self.text = text
    }

    /// Whether the range names `position`.
    public func contains(_ position: Int) -> Bool {
        spans.contains { $0.contains(position) }
    }

    /// `part` without the spaces around it.
    private static func trimmingSpaces(_ part: Substring) -> Substring {
        var result = part
        while result.first == " " { result.removeFirst() }
        while result.last == " " { result.removeLast() }
        return result
    }

    /// A position from 1 to `maximumPosition`, ASCII digits only; nil otherwise.
    private static func position(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 6, text.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(text),
            (1...maximumPosition).contains(number)
        else { return nil }
        return number
    }
}
