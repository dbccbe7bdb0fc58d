import Foundation
import QuickSearchDomain

/// The weather for a place from KMA over the public data portal: the village forecast, the
/// now-cast, the ultra-short forecast, the UV index and fine dust, all asked for at once. Each
/// forecast operation asks for its newest published base by the client's clock and falls back
/// to the previous base once when the newest answers `NO_DATA`; answers are cached until the
/// next base is published.
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
            Self.gridColumns.contains(grid.nx), Self.gridRows.contains(grid.ny)
        else {
            throw SourceFailure(
                .noData,
                "kma-village: \(place.name) lies outside KMA's forecast grid; name a place in Korea"
            )
        }
        let now = client.now()
        async let village = forecast(.villageForecast, grid: grid, refresh: refresh, deadline: deadline)
        async let nowcast = forecast(.nowcast, grid: grid, refresh: refresh, deadline: deadline)
        async let ultraShort = forecast(.ultraShortForecast, grid: grid, refresh: refresh, deadline: deadline)
        async let uv = uvIndex(for: place, refresh: refresh, deadline: deadline)
        async let dustReport = dustPart(for: place, refresh: refresh, deadline: deadline)

        let answer = try await village.get()
        let forecast = ShortTermForecast(items: answer.items)
        let hourly = forecast.hourly(at: place.coordinate, from: now, hours: hours)
        let daily = forecast.daily(at: place.coordinate, from: now)
        let current = Self.current(nowcast: await nowcast, ultraShort: await ultraShort, at: place.coordinate)
        return WeatherReport(
            placeName: place.name,
            coordinate: place.coordinate,
            grid: grid,
            forecastBase: answer.base,
            generatedAt: now,
            current: current,
            uv: await uv,
            dust: await dustReport,
            hourly: hourly,
            daily: daily,
            forecastNote: hourly.isEmpty && daily.isEmpty
                ? "kma-village: the \(answer.base.baseDate) \(answer.base.baseTime) forecast covers no hour from now"
                : nil
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
        let newest = operation.latestBase(at: now)
        do {
            let target = KMAForecastTarget(operation: operation, base: newest, grid: grid, requestedAt: now)
            return .success(
                ForecastAnswer(
                    base: newest,
                    items: try await client.fetch(target, refresh: refresh, deadline: deadline).value
                )
            )
        } catch {
            guard error.kind == .noData else { return .failure(error) }
        }
        let previous = operation.previousBase(before: newest)
        do {
            let target = KMAForecastTarget(operation: operation, base: previous, grid: grid, requestedAt: now)
            return .success(
                ForecastAnswer(
                    base: previous,
                    items: try await client.fetch(target, refresh: refresh, deadline: deadline).value
                )
            )
        } catch {
            return .failure(error)
        }
    }

    /// The UV index for the current hour by the place's region code; a note when there is no
    /// code, no bulletin, or no value for this hour (night).
    func uvIndex(
        for place: Place,
        refresh: Bool,
        deadline: ContinuousClock.Instant?
    ) async -> WeatherReportPart<UVIndex> {
        guard let code = await regionCode(for: place, deadline: deadline) else {
            return .unavailable(
                "kma-uv: no region code for \(place.name); save it with an address, or set KAKAO_REST_API_KEY"
            )
        }
        let now = client.now()
        let newest = UVBulletinSchedule.latest(at: now)
        let bulletin: UVBulletin
        do {
            bulletin = try await client.fetch(
                UVIndexTarget(regionCode: code, bulletin: newest, requestedAt: now),
                refresh: refresh,
                deadline: deadline
            ).value
        } catch {
            guard error.kind == .noData else { return .unavailable(Self.note(error.message)) }
            do {
                let previous = UVBulletinSchedule.previous(before: newest)
                bulletin = try await client.fetch(
                    UVIndexTarget(regionCode: code, bulletin: previous, requestedAt: now),
                    refresh: refresh,
                    deadline: deadline
                ).value
            } catch {
                return .unavailable(Self.note(error.message))
            }
        }
        guard let index = bulletin.index(at: now) else {
            return .unavailable("kma-uv: no UV index for this hour (none is published at night)")
        }
        return .available(index)
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

    /// The now-cast with the ultra-short forecast's sky (the sky is left out when only that fails).
    static func current(
        nowcast: Result<ForecastAnswer, SourceFailure>,
        ultraShort: Result<ForecastAnswer, SourceFailure>,
        at point: GeoCoordinate
    ) -> WeatherReportPart<CurrentConditions> {
        let observations: ForecastAnswer
        switch nowcast {
        case .success(let answer): observations = answer
        case .failure(let failure): return .unavailable(note(failure.message))
        }
        let sky = try? ultraShort.get()
        guard
            let conditions = CurrentConditions(
                nowcast: observations.items,
                ultraShortForecast: sky.map { ShortTermForecast(items: $0.items) },
                at: point
            )
        else {
            return .unavailable("kma-nowcast: the observation has no readable values; try again later")
        }
        return .available(conditions)
    }

    /// A failure's message as one line of a degraded part.
    static func note(_ message: String) -> String {
        PlainText.excerpt(message, limit: noteLength)
    }
}

/// One operation's rows and the base they are for.
struct ForecastAnswer: Sendable {
    var base: ForecastBase
    var items: [ForecastItem]
}
