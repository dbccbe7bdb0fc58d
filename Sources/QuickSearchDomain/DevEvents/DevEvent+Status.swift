import Foundation

extension DevEvent {
    /// Where the event's period stands at `now` (see `DevEventSchedule.status(at:)`).
    public func status(at now: Date) -> DevEventStatus {
        schedule.status(at: now)
    }
}
