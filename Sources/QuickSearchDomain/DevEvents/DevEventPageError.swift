/// Why a fetched page cannot be used. A struct with static members, so reasons can be added.
public struct DevEventPageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stable, machine-readable name (`markup_changed`).
    public let code: String
    /// A clause for the user (lower-case, no full stop), to be followed by where and what to do.
    public let message: String

    /// An error with a stable code and a message.
    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    /// The page has no month section with events: its markup has probably changed.
    public static let markupChanged = DevEventPageError(
        code: "markup_changed",
        message: "no event sections found on the page (its markup may have changed)"
    )

    /// The message.
    public var description: String { message }
}
