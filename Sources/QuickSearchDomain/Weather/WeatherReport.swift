import Foundation

/// One part of a report that may fail on its own (the now-cast, UV, dust): its value, or a
/// note saying why it is missing, for the line it degrades.
public struct WeatherReportPart<Value: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
    public var value: Value?
    /// Why there is no value, or, beside a value, what its answer left out as not the
    /// upstream's (one line, our own words); nil when there is nothing to say.
    public var note: String?

    public init(value: Value?, note: String?) {
        self.value = value
        self.note = note
    }

    public static func available(_ value: Value) -> Self {
        Self(value: value, note: nil)
    }

    public static func unavailable(_ note: String) -> Self {
        Self(value: nil, note: note)
    }
}

/// The weather for one place: now, the coming hours and days. The forecast is the report's
/// core; every other part degrades to a note on its own.
public struct WeatherReport: Sendable, Hashable, Codable {
    /// The place as the user named it (saved, resolved or `--at`).
    public var placeName: String
    public var coordinate: GeoCoordinate
    public var grid: ForecastGridPoint
    /// The village forecast's base the hours and days come from; nil when there is no forecast.
    public var forecastBase: ForecastBase?
    /// When the report was made.
    public var generatedAt: Date
    public var current: WeatherReportPart<CurrentConditions>
    public var uv: WeatherReportPart<UVIndex>
    /// Today's highest UV index, from the same bulletin; nil when it has none for today.
    public var uvPeak: UVIndex?
    public var dust: WeatherReportPart<DustReport>
    public var hourly: [HourlyForecast]
    public var daily: [DailyForecast]
    /// Why there are no hours and days, or what the forecast's answer left out as not the upstream's.
    public var forecastNote: String?
    /// The alerts and the fine-dust forecast for the place's area; nil when not asked for.
    public var outlook: RegionOutlook?

    public init(
        placeName: String,
        coordinate: GeoCoordinate,
        grid: ForecastGridPoint,
        forecastBase: ForecastBase?,
        generatedAt: Date,
        current: WeatherReportPart<CurrentConditions>,
        uv: WeatherReportPart<UVIndex>,
        dust: WeatherReportPart<DustReport>,
        hourly: [HourlyForecast],
        daily: [DailyForecast],
        forecastNote: String?,
        uvPeak: UVIndex? = nil,
        outlook: RegionOutlook? = nil
    ) {
        self.placeName = placeName
        self.coordinate = coordinate
        self.grid = grid
        self.forecastBase = forecastBase
        self.generatedAt = generatedAt
        self.current = current
        self.uv = uv
        self.dust = dust
        self.hourly = hourly
        self.daily = daily
        self.forecastNote = forecastNote
        self.uvPeak = uvPeak
        self.outlook = outlook
    }

    /// Whether the place has any forecast (a report without one exits 2).
    public var hasForecast: Bool {
        !hourly.isEmpty || !daily.isEmpty
    }
}
