import Foundation
import QuickSearchDomain

/// The weather (and air) at an event's place on its day, for `--weather`: the forecast's
/// condition, temperature and chance of rain, and the dust forecast's grade, each nil with a
/// reason when there is none.
struct DevEventConditions: Sendable, Hashable {
    /// The day looked at (midnight, Korea time); nil when the event's day is not known.
    var day: Date?
    /// The forecast row's time when the event starts at a given hour that day; nil for the
    /// whole day's summary.
    var hour: Date?
    /// The place as the page writes it (`서울 강남구`); nil when it names none.
    var place: String?
    /// What the place resolved to (`서울특별시 강남구`), when it did.
    var address: String?
    var condition: WeatherCondition?
    /// °C: the hour's, or for a whole day its high.
    var temperature: Double?
    /// %: the hour's, or for a whole day its highest.
    var chanceOfRain: Int?
    /// The dust forecast's grade for the day, or why there is none.
    var dust: WeatherReportPart<DustGrade>
    /// Where the forecast comes from (`kma-village 2026-11-26 11:00`); nil without one.
    var source: String?
    /// Why there is no forecast (`beyond the forecast horizon …`); nil with one.
    var reason: String?
}

extension DevEventConditions {
    /// No forecast, for `reason`.
    static func unavailable(
        day: Date?,
        place: String?,
        reason: String,
        dust: WeatherReportPart<DustGrade>
    ) -> Self {
        Self(day: day, place: place, dust: dust, reason: reason)
    }

    /// What `forecast` (of `base`, for the place at `point`) says of `day`: the row holding
    /// `hour` when one is asked and the forecast has it, else the day's summary; beyond the
    /// horizon (with the day the forecast reaches) when it has no row that day. Linear in the
    /// forecast.
    init(
        reading forecast: ShortTermForecast,
        base: ForecastBase,
        at point: GeoCoordinate,
        place: String,
        address: String?,
        day: Date,
        hour: Date?,
        dust: WeatherReportPart<DustGrade>
    ) {
        let issued = Self.baseText(base.issuedAt)
        let source = "kma-village \(issued)"
        if let hour, let row = forecast.hour(holding: hour, at: point) {
            self.init(
                day: day,
                hour: row.time,
                place: place,
                address: address,
                condition: row.condition,
                temperature: row.temperature,
                chanceOfRain: row.chanceOfRain,
                dust: dust,
                source: source
            )
            return
        }
        guard let summary = forecast.daily(at: point, from: day).first(where: { $0.date == day }) else {
            let reach = forecast.lastDay.map { ", to \(DevEventForecastRequest.dayText($0))" } ?? ""
            self.init(
                day: day,
                place: place,
                address: address,
                dust: dust,
                reason: "beyond the forecast horizon: the \(issued) forecast reaches about 3 days ahead\(reach)"
            )
            return
        }
        self.init(
            day: day,
            place: place,
            address: address,
            condition: summary.condition,
            temperature: summary.high?.value,
            chanceOfRain: summary.chanceOfRain,
            dust: dust,
            source: source
        )
    }

    /// `2026-11-26 11:00`, Korea time.
    static func baseText(_ time: Date) -> String {
        let parts = KoreaTime.calendar.dateComponents([.hour, .minute], from: time)
        return DevEventForecastRequest.dayText(time) + String(format: " %02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }
}
