import Foundation
import QuickSearchDomain

/// Fine dust from AirKorea over the public data portal: a point's nearest stations (cached a
/// day), then the latest readings of the nearest one that measured particulate matter, with its
/// last 24 hours (cached until the next hourly update); the nation's province averages from one `전국` query.
public struct AirKoreaDustService: DustReporting {
    /// How many of the nearest stations are tried for particulate values.
    public static let maximumStationsTried = 3

    public let client: UpstreamClient

    public init(client: UpstreamClient) {
        self.client = client
    }

    public func report(
        forPlace placeName: String,
        at coordinate: GeoCoordinate,
        refresh: Bool,
        deadline: ContinuousClock.Instant?
    ) async throws -> DustReport {
        let point = CentralBeltProjection.project(coordinate)
        let stations = try await client.fetch(NearbyStationsTarget(point: point), refresh: refresh, deadline: deadline)
            .value
        guard let nearest = stations.first else {
            throw SourceFailure(
                .noData,
                "airkorea: no measuring station listed near \(placeName); try again later, or name a place nearby"
            )
        }
        var first: (station: NearbyStation, hours: StationHours)?
        var noData: SourceFailure?
        for station in stations.prefix(Self.maximumStationsTried) {
            let hours: StationHours
            do {
                let target = StationReadingsTarget(stationName: station.name, requestedAt: client.now())
                hours = try await client.fetch(target, refresh: refresh, deadline: deadline).value
            } catch {
                guard error.kind == .noData else { throw error }
                noData = noData ?? error
                continue
            }
            if hours.latest.hasParticulateValues {
                return DustReport(
                    placeName: placeName,
                    coordinate: coordinate,
                    stationDistance: station.distance,
                    readings: hours.latest,
                    passedOverStation: station == nearest ? nil : nearest.name,
                    trend: hours.trend
                )
            }
            first = first ?? (station, hours)
        }
        // No station measured particulate matter: the nearest readings, with their reasons.
        if let first {
            return DustReport(
                placeName: placeName,
                coordinate: coordinate,
                stationDistance: first.station.distance,
                readings: first.hours.latest,
                trend: first.hours.trend
            )
        }
        throw noData ?? SourceFailure(.noData, "airkorea: no readings near \(placeName); try again later")
    }

    /// One `전국` query, averaged per province.
    public func nation(refresh: Bool, deadline: ContinuousClock.Instant?) async throws -> [ProvinceDust] {
        let target = ProvinceReadingsTarget(sido: "전국", requestedAt: client.now())
        let stations = try await client.fetch(target, refresh: refresh, deadline: deadline).value
        return AirKoreaProvinces.names.map { province in
            Self.average(province: province, of: stations.filter { $0.province == province }.map(\.readings))
        }
    }

    /// A province's mean PM10 and PM2.5 over the stations that measured them, rounded to a whole
    /// µg/m³ as AirKorea publishes values, graded by the official thresholds.
    static func average(province: String, of readings: [StationReadings]) -> ProvinceDust {
        func mean(_ values: [Double], _ pollutant: Pollutant) -> DustMeasurement {
            guard !values.isEmpty else { return .unavailable(AirKoreaValue.missingReason) }
            let value = (values.reduce(0, +) / Double(values.count)).rounded()
            return DustMeasurement(value: value, grade: pollutant.grade(of: value), unavailableReason: nil)
        }
        return ProvinceDust(
            province: province,
            pm10: mean(readings.compactMap(\.pm10.value), .pm10),
            pm25: mean(readings.compactMap(\.pm25.value), .pm25),
            stationCount: readings.filter(\.hasParticulateValues).count,
            measuredAt: readings.map(\.measuredAt).max()
        )
    }
}
