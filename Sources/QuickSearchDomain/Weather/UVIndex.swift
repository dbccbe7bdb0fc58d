import Foundation

/// A UV index value for a time, with its level.
public struct UVIndex: Sendable, Hashable, Codable {
    /// The three-hour slot the value is for.
    public var time: Date
    public var value: Int
    public var level: UVLevel
    /// Whether the value is 0 because the slot is a night one KMA leaves empty (see
    /// `UVBulletin.nightHours`), not a value KMA published.
    public var isNight: Bool

    /// An index, or nil for a negative one or one above 20 (beyond any measured on Earth's
    /// surface in Korea, so a broken value).
    public init?(time: Date, value: Int, isNight: Bool = false) {
        guard value <= 20, let level = UVLevel(index: value) else { return nil }
        self.time = time
        self.value = value
        self.level = level
        self.isNight = isNight
    }
}

/// A UV bulletin: the index every three hours from its issue, for a little over three days.
/// Slots without a value (night, or not yet published) have no index; their times are kept: an
/// empty night slot reads as 0 (see `index(at:)`), a value left out for not being an index gets
/// a note.
public struct UVBulletin: Sendable, Hashable, Codable {
    /// The bulletin's time (06 or 18 h, Korea time).
    public var issuedAt: Date
    /// The slots with a value, earliest first.
    public var indices: [UVIndex]
    /// The slots whose value was left out for not being a UV index as published, earliest first.
    public var unpublishedSlots: [Date]
    /// The slots published empty, earliest first; a slot the bulletin does not name at all is in
    /// neither list.
    public var emptySlots: [Date]

    /// The Korea-time hours at which the night slots start: 18, 21, 00 and 03 h, so night is
    /// 18:00 to 06:00. The bulletins (06 and 18 h) have a slot every three hours from their
    /// hour, so every slot starts at one of 00, 03, … 21 h; values are published for the four
    /// that start at 06, 09, 12 and 15 h and the other four are left empty.
    public static let nightHours: Set<Int> = [18, 21, 0, 3]

    public init(issuedAt: Date, indices: [UVIndex], unpublishedSlots: [Date], emptySlots: [Date] = []) {
        self.issuedAt = issuedAt
        self.indices = indices
        self.unpublishedSlots = unpublishedSlots
        self.emptySlots = emptySlots
    }

    /// The index of the three-hour slot holding `date`: its value; 0 (`isNight`) when it is a
    /// night slot (`nightHours`) given empty; nil when the slot has no value otherwise (an empty
    /// day slot, a broken value, or `date` beyond the bulletin). At most 26 slots are looked at.
    public func index(at date: Date) -> UVIndex? {
        if let published = indices.last(where: { Self.slot(starting: $0.time, holds: date) }) {
            return published
        }
        guard let night = emptySlots.last(where: { Self.slot(starting: $0, holds: date) }),
            Self.nightHours.contains(Self.koreaHour(of: night))
        else { return nil }
        return UVIndex(time: night, value: 0, isNight: true)
    }

    /// The highest index published for the Korea-time day holding `date` (the earliest of equal
    /// ones); nil when the bulletin has none for that day (after 18:00, the day's slots are past
    /// the evening bulletin).
    public func peak(onDayOf date: Date) -> UVIndex? {
        let day = KoreaTime.calendar.startOfDay(for: date)
        let slots = indices.filter { KoreaTime.calendar.startOfDay(for: $0.time) == day }
        return slots.reduce(nil) { best, slot in best.map { slot.value > $0.value ? slot : $0 } ?? slot }
    }

    /// Whether the slot holding `date` had a value that was left out as not KMA's.
    public func hasUnpublishedValue(at date: Date) -> Bool {
        unpublishedSlots.contains { Self.slot(starting: $0, holds: date) }
    }

    /// The hour of `date` in Korea time (UTC+9 all year).
    static func koreaHour(of date: Date) -> Int {
        let hours = ((date.timeIntervalSince1970 + Double(KoreaTime.offsetSeconds)) / 3600).rounded(.down)
        return (Int(hours) % 24 + 24) % 24
    }

    private static func slot(starting start: Date, holds date: Date) -> Bool {
        start <= date && date < start.addingTimeInterval(3 * 3600)
    }
}
