/// Everything read from one Dev-Event page: its month sections in page order (a month that
/// appears twice gives two sections).
public struct DevEventPage: Sendable, Codable, Hashable {
    /// Month sections in page order.
    public var sections: [DevEventSection]

    /// A page of the given sections.
    public init(sections: [DevEventSection]) {
        self.sections = sections
    }

    /// A page with no sections.
    public static let empty = DevEventPage(sections: [])

    /// Every event of every section, in page order.
    public var events: [DevEvent] { sections.flatMap(\.events) }

    /// True when no event was found: for a page that should list events, the markup has changed.
    public var isEmpty: Bool { sections.allSatisfy(\.events.isEmpty) }

    /// The page itself, or `DevEventPageError.markupChanged` when it holds no event.
    public func requireEvents() throws(DevEventPageError) -> DevEventPage {
        guard !isEmpty else { throw .markupChanged }
        return self
    }
}

/// A month section of the page with its events, in page order.
public struct DevEventSection: Sendable, Codable, Hashable {
    /// The month the heading names.
    public var month: DevEventMonth
    /// The heading as shown (`26년 08월`).
    public var heading: String
    /// The section's events in page order.
    public var events: [DevEvent]
}
