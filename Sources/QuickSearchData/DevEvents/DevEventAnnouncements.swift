import Foundation
import QuickSearchDomain

/// What `devevents due` announced, kept in the store so that each due moment is announced once
/// per threshold however often a timer runs it. Records about moments more than 30 days past
/// are forgotten as new ones are written.
public struct DevEventAnnouncements: Sendable {
    private let store: QuickSearchStore

    /// How long a record is kept after its moment.
    static let kept: TimeInterval = 30 * 86_400

    public init(store: QuickSearchStore) {
        self.store = store
    }

    /// Every announcement remembered; records of an unknown kind (a later version's) are skipped.
    public func announced() throws -> Set<DevEventAnnouncementKey> {
        Set(
            try store.announcements().compactMap { record in
                DevEventDueKind(rawValue: record.kind).map { kind in
                    DevEventAnnouncementKey(
                        eventID: record.subject,
                        kind: kind,
                        moment: Int64((record.dueAt.timeIntervalSince1970).rounded(.down)),
                        threshold: record.threshold
                    )
                }
            }
        )
    }

    /// Takes `keys` for this run before announcing them: for each, whether it was taken (false
    /// when another run took it first, which announces it instead). With `again`, every key is
    /// taken, whether announced before or not.
    @discardableResult
    public func claim(_ keys: [DevEventAnnouncementKey], at now: Date, again: Bool = false) throws -> [Bool] {
        try store.recordAnnouncements(
            keys.map { Self.record($0, at: now) },
            replacing: again,
            forgetBefore: now.addingTimeInterval(-Self.kept)
        )
    }

    /// Gives `keys` back after their announcement failed, so the next run makes it again.
    public func release(_ keys: [DevEventAnnouncementKey]) throws {
        try store.forgetAnnouncements(keys.map { Self.record($0, at: Date(timeIntervalSince1970: 0)) })
    }

    private static func record(_ key: DevEventAnnouncementKey, at now: Date) -> AnnouncementRecord {
        AnnouncementRecord(
            subject: key.eventID,
            kind: key.kind.rawValue,
            dueAt: Date(timeIntervalSince1970: TimeInterval(key.moment)),
            threshold: key.threshold,
            announcedAt: now
        )
    }
}
