import Foundation

/// What stands for a place's area beside its readings or weather: the alerts in force there,
/// and the fine-dust forecast for its region. Each part may be missing with a note; neither
/// ever fails a report.
public struct RegionOutlook: Sendable, Hashable, Codable {
    /// The place's area, when its address or region code names one.
    public var area: PlaceArea?
    /// Its fine-dust forecast region, when the area tells it.
    public var forecastRegion: DustForecastRegion?
    /// The alerts in force, gravest first.
    public var alerts: WeatherReportPart<[Alert]>
    /// The region's forecast from today on, by day and pollutant.
    public var dustForecast: WeatherReportPart<[DustForecastEntry]>

    public init(
        area: PlaceArea?,
        forecastRegion: DustForecastRegion?,
        alerts: WeatherReportPart<[Alert]>,
        dustForecast: WeatherReportPart<[DustForecastEntry]>
    ) {
        self.area = area
        self.forecastRegion = forecastRegion
        self.alerts = alerts
        self.dustForecast = dustForecast
    }

    /// How many alerts are in force (`%a`); nil when they could not be read.
    public var alertCount: Int? { alerts.value?.count }

    /// The worse of tomorrow's PM10 and PM2.5 grades (`%F`); nil when not forecast or unread.
    public func tomorrowsDustGrade(after now: Date) -> DustGrade? {
        dustForecast.value?.tomorrowsGrade(after: now)
    }
}
