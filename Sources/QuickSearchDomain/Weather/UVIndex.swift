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

/// A `getUVIdxV4` bulletin: the index every three hours from its `date` (`h0`, `h3`, …, `h75`).
/// Empty slots (night, or not yet published) and values that are not whole numbers in 0…20
/// (in `NumberText`'s form) are left out; the times of the latter are kept, for a note.
public struct UVBulletin: Sendable, Hashable, Codable {
    /// The bulletin's time (06 or 18 h, Korea time).
    public var issuedAt: Date
    /// The slots with a value, earliest first.
    public var indices: [UVIndex]
    /// The slots whose text was not empty and not an index KMA publishes (`0x1F`, `4.5`, `21`),
    /// earliest first.
    public var unpublishedSlots: [Date]

    /// Reads a bulletin from its `date` (`yyyyMMddHH`) and its slots by field name (`h0`…);
    /// nil when `date` is malformed. Other fields are ignored.
    public init?(date: String, slots: [String: String]) {
        guard date.utf8.count == 10,
            let issuedAt = ForecastItem.koreaTime(date: String(date.prefix(8)), time: String(date.suffix(2)) + "00")
        else { return nil }
        self.issuedAt = issuedAt
        var indices: [UVIndex] = []
        var unpublished: [Date] = []
        for offset in stride(from: 0, through: 75, by: 3) {
            guard let text = slots["h\(offset)"], !text.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            let time = issuedAt.addingTimeInterval(TimeInterval(offset * 3600))
            guard let value = ForecastValue.integer(text, in: 0...20), let index = UVIndex(time: time, value: value)
            else {
                unpublished.append(time)
                continue
            }
            indices.append(index)
        }
        self.indices = indices
        unpublishedSlots = unpublished
    }

    /// The index of the three-hour slot holding `date`; nil when that slot has no value
    /// (at night, or beyond the bulletin).
    public func index(at date: Date) -> UVIndex? {
        indices.last { Self.slot(starting: $0.time, holds: date) }
    }

    /// Whether the slot holding `date` had a value that was left out as not KMA's.
    public func hasUnpublishedValue(at date: Date) -> Bool {
        unpublishedSlots.contains { Self.slot(starting: $0, holds: date) }
    }

    private static func slot(starting start: Date, holds date: Date) -> Bool {
        start <= date && date < start.addingTimeInterval(3 * 3600)
    }
}
