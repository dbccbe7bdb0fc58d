/// A month section as found on the page: its heading and its entries.
public struct DevEventRawSection: Sendable, Hashable {
    /// The month the heading names.
    public var month: DevEventMonth
    /// The heading text as shown (cleaned).
    public var heading: String
    /// The entries in page order.
    public var entries: [DevEventRawEntry]

    /// A section from its parts.
    public init(month: DevEventMonth, heading: String, entries: [DevEventRawEntry]) {
        self.month = month
        self.heading = heading
        self.entries = entries
    }
}
