import Foundation

/// The instants read from an event's period text, in Asia/Seoul.
///
/// Rule for missing times: a date without a time starts at 00:00:00 and ends at 23:59:59 of
/// that day, and the matching `…TimeGiven` flag is false. An open range (`05. 03(월) ~`)
/// has no `end`; a bare deadline (` ~ 07. 30(금)`) has no `start`.
public struct DevEventSchedule: Sendable, Codable, Hashable {
    /// When the period starts, if known.
    public var start: Date?
    /// When the period ends (inclusive), if known.
    public var end: Date?
    /// Whether the text gave a time of day for the start.
    public var startTimeGiven: Bool
    /// Whether the text gave a time of day for the end.
    public var endTimeGiven: Bool
    /// Whether the reading is doubtful: the end was written before the start (`05. 14 ~ 04. 23`),
    /// so the two dates are kept in one year and in order.
    public var doubtful = false

    /// A schedule with no dates.
    public static let unknown = DevEventSchedule(start: nil, end: nil, startTimeGiven: false, endTimeGiven: false)

    /// Whether at least one date could be read.
    public var isKnown: Bool { start != nil || end != nil }
}

/// What an entry's period describes, from its key.
public enum DevEventPeriodKind: String, Sendable, Codable, Hashable, CaseIterable {
    /// `접수`: a registration window (the most common since 2024).
    case registration
    /// `일시`: when the event itself takes place.
    case eventDate = "event_date"
    /// `신청`: an application window.
    case application
    /// `모집`: a recruitment window.
    case recruitment
    /// The entry has no period.
    case none
}
