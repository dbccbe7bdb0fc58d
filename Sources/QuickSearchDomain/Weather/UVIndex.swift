import Foundation

/// A UV index value for a time, with its level.
public struct UVIndex: Sendable, Hashable, Codable {
    /// The three-hour slot the value is for.
    public var time: Date
    public var value: Int
    public var level: UVLevel

    /// An index, or nil for a negative one or one above 20 (beyond any measured on Earth's
    /// surface in Korea, so a broken value).
    public init?(time: Date, value: Int) {
        guard value <= 20, let level = UVLevel(index: value) else { return nil }
        self.time = time
        self.value = value
        self.level = level
    }
}

/// A UV bulletin: the index every three hours from its issue, for a little over three days.
/// Slots without a value (night, or not yet published) have no index; slots whose value was
/// left out for not being an index are kept by their times, for a note.
public struct UVBulletin: Sendable, Hashable, Codable {
    /// The bulletin's time (06 or 18 h, Korea time).
    public var issuedAt: Date
    /// The slots with a value, earliest first.
    public var indices: [UVIndex]
    /// The slots whose value was left out for not being a UV index as published, earliest first.
    public var unpublishedSlots: [Date]

    public init(issuedAt: Date, indices: [UVIndex], unpublishedSlots: [Date]) {
        self.issuedAt = issuedAt
        self.indices = indices
        self.unpublishedSlots = unpublishedSlots
    }

    /// The index of the three-hour slot holding `date`; nil when that slot has no value
    /// (at night, or beyond the bulletin).
    public func index(at date: Date) -> UVIndex? {
        indices.last { Self.slot(starting: $0.time, holds: date) }
    }

    /// Whether the slot holding `date` had a value that was left out as not a UV index.
    public func hasUnpublishedValue(at date: Date) -> Bool {
        unpublishedSlots.contains { Self.slot(starting: $0, holds: date) }
    }

    private static func slot(starting start: Date, holds date: Date) -> Bool {
        start <= date && date < start.addingTimeInterval(3 * 3600)
    }
}
