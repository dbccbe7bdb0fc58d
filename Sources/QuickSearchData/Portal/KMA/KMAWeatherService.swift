import Foundation
import QuickSearchDomain

/// The weather for a place from KMA over the public data portal: the village forecast, the
/// now-cast, the ultra-short forecast, the UV index and fine dust, all asked for at once. Each
/// forecast operation asks for its newest published base by the client's clock and falls back
/// to the previous base once when the newest answers `NO_DATA`; answers are cached until the
/// next base is published. Every part but the forecast degrades to a note on its own; without a
/// forecast the report stands on the now-cast, and fails only when that is missing too.
public struct KMAWeatherService: WeatherReporting {
    /// The grid KMA forecasts for.
    static let gridColumns = 1...149
    static let gridRows = 1...253
    /// The longest note a degraded part carries.
    static let noteLength = 200

    public let client: UpstreamClient
    public let dust: any DustReporting
    /// Finds a place's region code when it has none stored (Kakao Local when its key is set).
    public let regionLookup: (any RegionCodeLookup)?

    public init(client: UpstreamClient, dust: any DustReporting, regionLookup: (any RegionCodeLookup)? = nil) {
        self.client = client
        self.dust = dust
        self.regionLookup = regionLookup
    }

    public func report(
        for place: Place,
        hours: Int,
        refresh: Bool,
        deadline: ContinuousClock.Instant?
    ) async throws -> WeatherReport {
        guard let grid = ForecastGridPoint(place.coordinate),
            Self.gridColumns.contains(grid.x), Self.gridRows.contains(grid.y)
        else {
            throw SourceFailure(
                .noData,
                "kma-village: \(place.name) lies outside KMA's forecast grid; name a place in Korea"
            )
        }
        let now = client.now()
        // The parts that may take two round trips (a point's nearest stations, then their
        // readings; its region code, then the UV index) start first.
        async let dustReport = dustPart(for: place, refresh: refresh, deadline: deadline)
        async let uv = uvIndex(for: place, refresh: refresh, deadline: deadline)
        async let village = forecast(.villageForecast, grid: grid, refresh: refresh, deadline: deadline)
        async let nowcast = forecast(.nowcast, grid: grid, refresh: refresh, deadline: deadline)
        async let ultraShort = forecast(.ultraShortForecast, grid: grid, refresh: refresh, deadline: deadline)

        let current = Self.current(
            nowcast: await nowcast,
            ultraShort: await ultraShort,
            at: place.coordinate,
            now: now
        )
        var hourly: [HourlyForecast] = []
        var daily: [DailyForecast] = []
        let base: ForecastBase?
        let forecastNote: String?
        switch await village {
        case .success(let answer):
            let forecast = ShortTermForecast(items: answer.rows.items)
            hourly = forecast.hourly(at: place.coordinate, from: now, hours: hours)
            daily = forecast.daily(at: place.coordinate, from: now)
            let uncovered =
                hourly.isEmpty && daily.isEmpty
                ? "kma-village: the \(answer.base.baseDate) \(answer.base.baseTime) forecast covers no hour from now"
                : nil
            let notes = [uncovered, answer.rows.note("kma-village")].compactMap { $0 }
            base = answer.base
            forecastNote = notes.isEmpty ? nil : Self.note(notes.joined(separator: "; "))
        case .failure(let failure):
            // The now-cast alone still says what the weather is: the report stands without hours
            // and days, and says why (the run exits 2).
            guard current.value != nil else { throw failure }
            base = nil
            forecastNote = Self.note(failure.message)
        }
        return WeatherReport(
            placeName: place.name,
            coordinate: place.coordinate,
            grid: grid,
            forecastBase: base,
            generatedAt: now,
            current: current,
            uv: await uv.index,
            dust: await dustReport,
            hourly: hourly,
            daily: daily,
            forecastNote: forecastNote,
            uvPeak: await uv.peak
        )
    }

    /// The newest published base's rows for `operation`, or the previous base's when the newest
    /// answers `NO_DATA`.
    func forecast(
        _ operation: ForecastOperation,
        grid: ForecastGridPoint,
        refresh: Bool,
        deadline: ContinuousClock.Instant?
    ) async -> Result<ForecastAnswer, SourceFailure> {
        let now = client.now()
        return await newestPublished(operation.latestBase(at: now), else: operation.previousBase(before:)) {
            base throws(SourceFailure) in
            let target = KMAForecastTarget(operation: operation, base: base, grid: grid, requestedAt: now)
            return ForecastAnswer(
                base: base,
                rows: try await client.fetch(target, refresh: refresh, deadline: deadline).value
            )
        }
    }

    /// What `fetch` gets for the `newest` base, or for the one before it when the newest answers
    /// `NO_DATA` (published late): KMA's rule for forecasts and UV bulletins alike.
    private func newestPublished<Base, Output>(
        _ newest: Base,
        else previous: (Base) -> Base,
        _ fetch: (Base) async throws(SourceFailure) -> Output
    ) async -> Result<Output, SourceFailure> {
        do {
            return .success(try await fetch(newest))
        } catch {
            guard error.kind == .noData else { return .failure(error) }
        }
        do {
            return .success(try await fetch(previous(newest)))
        } catch {
            return .failure(error)
        }
    }

    /// The UV index for the current hour by the place's region code (0 in a night slot KMA leaves
    /// empty, see `UVBulletin.index(at:)`), with today's peak from the same bulletin; a note when
    /// there is no code, no bulletin, or no value for this daytime hour.
    func uvIndex(
        for place: Place,
        refresh: Bool,
        deadline: ContinuousClock.Instant?
    ) async -> (index: WeatherReportPart<UVIndex>, peak: UVIndex?) {
        guard let code = await regionCode(for: place, deadline: deadline) else {
            return (
                .unavailable(
                    "kma-uv: no region code for \(place.name); save it with an address, or set KAKAO_REST_API_KEY"
                ), nil
            )
        }
        let now = client.now()
        let fetched = await newestPublished(UVBulletinSchedule.latest(at: now), else: UVBulletinSchedule.previous) {
            issue throws(SourceFailure) in
            let target = UVIndexTarget(regionCode: code, bulletin: issue, requestedAt: now)
            return try await client.fetch(target, refresh: refresh, deadline: deadline).value
        }
        let bulletin: UVBulletin
        do {
            bulletin = try fetched.get()
        } catch {
            return (.unavailable(Self.note(error.message)), nil)
        }
        let peak = bulletin.peak(onDayOf: now)
        guard let index = bulletin.index(at: now) else {
            guard !bulletin.hasUnpublishedValue(at: now) else {
                return (
                    .unavailable(
                        "kma-uv: left out this hour's value, not a UV index in the form KMA publishes (a whole number 0–20)"
                    ), peak
                )
            }
            return (.unavailable("kma-uv: the bulletin has no UV index for this hour; try again later"), peak)
        }
        return (.available(index), peak)
    }

    /// The place's stored code; else the look-up's (when there is one and it answers); else its
    /// province's by the address's first word.
    func regionCode(for place: Place, deadline: ContinuousClock.Instant?) async -> String? {
        if let stored = UVRegionCode.valid(place.regionCode) {
            return stored
        }
        if let regionLookup,
            let found = UVRegionCode.valid(try? await regionLookup.regionCode(at: place.coordinate, deadline: deadline))
        {
            return found
        }
        return UVRegionCode.province(ofAddress: place.address)
    }

    func dustPart(
        for place: Place,
        refresh: Bool,
        deadline: ContinuousClock.Instant?
    ) async -> WeatherReportPart<DustReport> {
        do {
            return .available(
                try await dust.report(forPlace: place.name, at: place.coordinate, refresh: refresh, deadline: deadline)
            )
        } catch {
            let message = (error as? SourceFailure)?.message ?? "airkorea: fine dust could not be read; try again later"
            return .unavailable(Self.note(message))
        }
    }

    /// The now-cast with the ultra-short forecast's sky (the sky is left out when only that
    /// fails), judged by `NowcastFreshness` at `now`: refused when it cannot be current, marked
    /// stale past the schedule's tolerance. The note says what either answer left out.
    static func current(
        nowcast: Result<ForecastAnswer, SourceFailure>,
        ultraShort: Result<ForecastAnswer, SourceFailure>,
        at point: GeoCoordinate,
        now: Date
    ) -> WeatherReportPart<CurrentConditions> {
        let observations: ForecastAnswer
        switch nowcast {
        case .success(let answer): observations = answer
        case .failure(let failure): return .unavailable(note(failure.message))
        }
        let sky = try? ultraShort.get()
        guard
            var conditions = CurrentConditions(
                nowcast: observations.rows.items,
                ultraShortForecast: sky.map { ShortTermForecast(items: $0.rows.items) },
                at: point
            )
        else {
            return .unavailable("kma-nowcast: the observation has no readable values; try again later")
        }
        switch NowcastFreshness(observedAt: conditions.observedAt, now: now) {
        case .refused:
            return .unavailable(
                "kma-nowcast: the \(observations.base.baseDate) \(observations.base.baseTime) observation is not current (timed after the clock, or older than the three days KMA serves); try again later"
            )
        case .stale:
            conditions.isStale = true
        case .current:
            break
        }
        let leftOut = [observations.rows.note("kma-nowcast"), sky?.rows.note("kma-ultra-short")].compactMap { $0 }
        return WeatherReportPart(value: conditions, note: leftOut.isEmpty ? nil : note(leftOut.joined(separator: "; ")))
    }

    /// A failure's message as one line of a degraded part.
    static func note(_ message: String) -> String {
        PlainText.excerpt(message, limit: noteLength)
    }
}

/// One operation's rows and the base they are for.
struct ForecastAnswer: Sendable {
    var base: ForecastBase
    var rows: KMAForecastRows
}
