import Foundation
import QuickSearchDomain

/// The weather (and air) at an event's place on its day, for `--weather`: what the village
/// forecast says of the day or hour, or why it says nothing, and the dust forecast's grade, or why
/// there is none.
struct DevEventConditions: Sendable, Hashable {
    /// The day looked at (midnight, Korea time); nil when the event's day is not known.
    var day: Date?
    /// The place as the page writes it (`서울 강남구`); nil when it names none.
    var place: String?
    /// What the place resolved to (`서울특별시 강남구`), when it did.
    var address: String?
    /// The forecast for the day or hour, or why there is none.
    var forecast: Forecast
    /// The dust forecast's grade for the day, or why there is none.
    var dust: WeatherReportPart<DustGrade>

    /// The forecast read, or why there is none (`beyond the forecast horizon …`).
    enum Forecast: Sendable, Hashable {
        case read(DevEventForecast)
        case unavailable(reason: String)

        /// The forecast; nil without one.
        var reading: DevEventForecast? {
            if case .read(let forecast) = self { forecast } else { nil }
        }

        /// Why there is no forecast; nil with one.
        var reason: String? {
            if case .unavailable(let reason) = self { reason } else { nil }
        }
    }
}

/// What the village forecast says of an event's day, or of the hour it starts.
struct DevEventForecast: Sendable, Hashable {
    /// The forecast row's time when the event starts at a given hour that day; nil for the
    /// whole day's summary.
    var hour: Date?
    var condition: WeatherCondition?
    /// °C: the hour's, or for a whole day its high.
    var temperature: Double?
    /// %: the hour's, or for a whole day its highest.
    var chanceOfRain: Int?
    /// Where the forecast comes from (`kma-village 2026-11-26 11:00`).
    var source: String
}

extension DevEventConditions {
    /// No forecast, for `reason`.
    static func unavailable(
        day: Date?,
        place: String?,
        reason: String,
        dust: WeatherReportPart<DustGrade>
    ) -> Self {
        Self(day: day, place: place, forecast: .unavailable(reason: reason), dust: dust)
    }

    /// What `village` (of `base`, for the place at `point`) says of `day`: the row holding
    /// `hour` when one is asked and the forecast has it, else the day's summary; beyond the
    /// horizon (with the day the forecast reaches) when it has no row that day. Linear in the
    /// forecast.
    init(
        reading village: ShortTermForecast,
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
        let forecast: Forecast
        if let hour, let row = village.hour(holding: hour, at: point) {
            forecast = .read(
                DevEventForecast(
                    hour: row.time,
                    condition: row.condition,
                    temperature: row.temperature,
                    chanceOfRain: row.chanceOfRain,
                    source: source
                )
            )
        } else if let summary = village.daily(at: point, from: day).first(where: { $0.date == day }) {
            forecast = .read(
                DevEventForecast(
                    condition: summary.condition,
                    temperature: summary.high?.value,
                    chanceOfRain: summary.chanceOfRain,
                    source: source
                )
            )
        } else {
            let reach = village.lastDay.map { ", to \(KoreaTime.calendar.dayText($0))" } ?? ""
            forecast = .unavailable(
                reason: "beyond the forecast horizon: the \(issued) forecast reaches about 3 days ahead\(reach)"
            )
        }
        self.init(day: day, place: place, address: address, forecast: forecast, dust: dust)
    }

    /// `2026-11-26 11:00`, Korea time.
    static func baseText(_ time: Date) -> String {
        let parts = KoreaTime.calendar.dateComponents([.hour, .minute], from: time)
        return KoreaTime.calendar.dayText(time) + String(format: " %02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }
}
