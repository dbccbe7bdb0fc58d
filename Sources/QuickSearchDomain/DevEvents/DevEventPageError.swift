/// Why a fetched page cannot be used. A struct with static members, so reasons can be added.
public struct DevEventPageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stable, machine-readable name (`markup_changed`).
    public let code: String
    /// A clause for the user (lower-case, no full stop), to be followed by where and what to do.
    public let message: String

    /// The page has no month section with events: its markup has probably changed.
    public static let markupChanged = DevEventPageError(
        code: "markup_changed",
        message: "no event sections found on the page (its markup may have changed)"
    )

    /// The page's markup holds more than `limit` elements, attributes and texts: far more than
    /// any list of events, so it is not read (reading it would take memory in proportion).
    public static func tooManyNodes(limit: Int) -> DevEventPageError {
        DevEventPageError(
            code: "too_many_nodes",
            message: "the page holds more than \(grouped(limit)) HTML elements, "
                + "attributes and texts, far more than an event list, so it is not read"
        )
    }

    /// The HTML parser (libxml2, loaded when a page is first read) could not be loaded; `reason`
    /// is the dynamic linker's.
    public static func parserUnavailable(_ reason: String) -> DevEventPageError {
        DevEventPageError(
            code: parserUnavailableCode,
            message: "libxml2, which reads the page, could not be loaded (\(reason)); install libxml2 "
                + "(Debian and Ubuntu: apt install libxml2; Fedora: dnf install libxml2; macOS: brew install libxml2)"
        )
    }

    /// The code of `parserUnavailable(_:)`: the one reason that is the machine's, not the page's.
    public static let parserUnavailableCode = "parser_unavailable"

    /// `250000` as `250,000`.
    private static func grouped(_ number: Int) -> String {
        var digits = String(number.magnitude)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return number < 0 ? "-" + digits : digits
    }

    /// The message.
    public var description: String { message }
}
