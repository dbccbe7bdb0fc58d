import Foundation

/// One announcement as stored: what was announced (a subject, such as an event's id, and a
/// kind), the moment it was about, the threshold it was made at, and when.
public struct AnnouncementRecord: Sendable, Hashable {
    /// The caller's identifier of what was announced, e.g. a dev event's id.
    public var subject: String
    /// The caller's kind of announcement, e.g. `registration`.
    public var kind: String
    /// The moment announced (kept to the millisecond).
    public var dueAt: Date
    /// The threshold it was announced at, in seconds before `dueAt`.
    public var threshold: Int
    /// When it was announced (kept to the millisecond).
    public var announcedAt: Date
}
