import Foundation

/// A favourite as the lists show it: the event (fresh from the page, or its last snapshot when
/// the page no longer lists it), when it was saved, and whether the page still lists it.
public struct DevEventSavedEvent: Sendable, Hashable {
    /// The event as the page shows it now, or as last seen.
    public var event: DevEvent
    /// When the user saved it.
    public var addedAt: Date
    /// Whether the current page still lists it.
    public var onPage: Bool

    /// A saved event from its parts.
    public init(event: DevEvent, addedAt: Date, onPage: Bool) {
        self.event = event
        self.addedAt = addedAt
        self.onPage = onPage
    }
}
