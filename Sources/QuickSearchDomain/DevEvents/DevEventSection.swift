/// A month section of the page with its events, in page order.
public struct DevEventSection: Sendable, Codable, Hashable {
    /// The month the heading names.
    public var month: DevEventMonth
    /// The heading as shown (`26년 08월`).
    public var heading: String
    /// The section's events in page order.
    public var events: [DevEvent]

    /// A section from its parts.
    public init(month: DevEventMonth, heading: String, events: [DevEvent]) {
        self.month = month
        self.heading = heading
        self.events = events
    }
}
