import Foundation

/// One threshold a due moment was announced at, as the store remembers it: the same event,
/// kind and moment at the same threshold is never announced twice (a moved deadline is a new
/// moment, announced afresh).
public struct DevEventAnnouncementKey: Sendable, Hashable {
    public var eventID: String
    public var kind: DevEventDueKind
    /// The moment, in whole seconds since 1970.
    public var moment: Int64
    /// The threshold, in seconds before the moment.
    public var threshold: Int

    public init(eventID: String, kind: DevEventDueKind, moment: Int64, threshold: Int) {
        self.eventID = eventID
        self.kind = kind
        self.moment = moment
        self.threshold = threshold
    }
}

/// What one run of `devevents due` announces: each due moment once per threshold it has come
/// within (`--at 3d,1d,3h`), at the nearest threshold crossed, so a run that missed the earlier
/// thresholds announces once, not once per threshold missed.
public struct DevEventAnnouncementPlan: Sendable, Hashable {
    /// One moment to announce, at its threshold.
    public struct Announcement: Sendable, Hashable {
        public var due: DevEventDue
        /// The nearest threshold crossed, in seconds.
        public var threshold: Int
        /// What the store keeps once it was announced.
        public var key: DevEventAnnouncementKey
    }

    /// The moments to announce now, in the order of the due list.
    public var announcements: [Announcement]
    /// How many due moments were announced at their threshold already.
    public var alreadyAnnounced: Int

    /// Plans the announcements of `due` (soonest first) at `now`: each moment whose nearest
    /// crossed threshold of `thresholds` (seconds, any order) is not in `announced`; with
    /// `again`, every moment that crossed one. A moment that crossed none is not announced yet.
    /// O(n + t log t) for n moments and t thresholds.
    public init(
        due: [DevEventDue],
        thresholds: [Int],
        announced: Set<DevEventAnnouncementKey>,
        at now: Date,
        again: Bool
    ) {
        let ascending = Set(thresholds).sorted()
        var announcements: [Announcement] = []
        var already = 0
        for item in due {
            let remaining = item.moment.timeIntervalSince(now)
            guard let threshold = ascending.first(where: { remaining <= Double($0) }) else { continue }
            let key = DevEventAnnouncementKey(
                eventID: item.event.id,
                kind: item.kind,
                moment: Int64(item.moment.timeIntervalSince1970.rounded(.down)),
                threshold: threshold
            )
            if !again && announced.contains(key) {
                already += 1
            } else {
                announcements.append(Announcement(due: item, threshold: threshold, key: key))
            }
        }
        self.announcements = announcements
        alreadyAnnounced = already
    }

    /// A threshold as `--at` writes it: `3d`, `12h`, `1h30m`, `45s`.
    public static func label(_ seconds: Int) -> String {
        var left = max(0, seconds)
        var text = ""
        for (unit, size) in [("d", 86_400), ("h", 3_600), ("m", 60), ("s", 1)] where left >= size {
            text += "\(left / size)\(unit)"
            left %= size
        }
        return text.isEmpty ? "0s" : text
    }
}
