import Foundation

/// A favourite as stored: its id, the caller's snapshot bytes, and when it was added and last updated.
public struct FavoriteRecord: Sendable, Hashable {
    /// The caller's stable identifier, e.g. a dev event's id.
    public var id: String
    /// Opaque bytes (typically JSON) encoded by the caller; the store never looks inside.
    public var snapshot: Data
    /// When the favourite was first added (kept to the millisecond).
    public var addedAt: Date
    /// When the snapshot was last written (kept to the millisecond).
    public var updatedAt: Date
}
