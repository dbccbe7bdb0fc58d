import Foundation

extension DevEvent {
    /// The last moment to act on the event, for `--sort deadline`: when its registration,
    /// application or recruitment window closes (`closingMoment`), or when it starts for an
    /// event date; nil for a window without an end and for an undated event.
    public var deadline: Date? {
        if let closingMoment { return closingMoment }
        guard self.periodKind == .eventDate else { return nil }
        return self.start ?? self.end
    }
}
