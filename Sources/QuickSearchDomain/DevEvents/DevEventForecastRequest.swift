import Foundation

/// What `--weather` asks about one event: the place to resolve and the day (and hour) whose
/// forecast to read, or why nothing can be asked. Decided from the event and the clock alone,
/// before any request.
///
/// Rules: only an offline (or hybrid) event is looked at; its day is known only from an `일시`
/// period (a `접수` window says when registration closes, not when the event is); an ongoing
/// event is looked at for today, an upcoming one for its first day, at its starting hour when
/// the page gives one (else the whole day); a day more than `horizonDays` after today is beyond
/// every forecast KMA publishes, so nothing is asked for it.
public enum DevEventForecastRequest: Sendable, Hashable {
    /// Nothing to show: an online event, or one whose mode the page does not say.
    case notApplicable
    /// No forecast can be asked; the day looked at (when known) and the reason, in our words.
    case unavailable(day: Date?, reason: String)
    /// The forecast at `place` (as the page writes it, `서울 강남구`) on `day` (midnight, Korea
    /// time), at `hour` when the event starts at a given time that day, else for the whole day.
    case forecast(place: String, day: Date, hour: Date?)

    /// The most days after today KMA's village forecast ever reaches (three, four from its
    /// 17:00 base): a later day is beyond the horizon without asking.
    public static let horizonDays = 4

    /// The longest place text looked up, in characters (`서울특별시 강남구 테헤란로 427` is 20).
    static let longestPlace = 60

    /// The request for `event` judged at `now`.
    public init(_ event: DevEvent, now: Date) {
        guard event.mode == .offline || event.mode == .hybrid else {
            self = .notApplicable
            return
        }
        let calendar = KoreaTime.calendar
        guard event.periodKind == .eventDate else {
            self = .unavailable(day: nil, reason: "the page gives no event day, only a period of another kind")
            return
        }
        guard let start = event.start else {
            self = .unavailable(day: nil, reason: "the event's day could not be read")
            return
        }
        guard event.status(at: now) != .ended else {
            self = .unavailable(day: calendar.startOfDay(for: start), reason: "the event is over")
            return
        }
        let today = calendar.startOfDay(for: now)
        let startDay = calendar.startOfDay(for: start)
        let day = max(startDay, today)
        guard let place = event.place, !place.isEmpty else {
            self = .unavailable(day: day, reason: "the page names no place for this offline event")
            return
        }
        guard place.count <= Self.longestPlace else {
            self = .unavailable(day: day, reason: "the page's place is too long to be a place name")
            return
        }
        let last = calendar.date(byAdding: .day, value: Self.horizonDays, to: today) ?? today
        guard day <= last else {
            self = .unavailable(
                day: day,
                reason:
                    "beyond the forecast horizon: KMA forecasts about 3 days ahead (to \(KoreaTime.calendar.dayText(last)) at most)"
            )
            return
        }
        let hour = event.startTimeGiven && start > now && day == startDay ? start : nil
        self = .forecast(place: place, day: day, hour: hour)
    }
}
