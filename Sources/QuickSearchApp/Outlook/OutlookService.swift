import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// The alerts and the fine-dust forecast of one run, each fetched once for all its places (both
/// sources answer for the whole country), at the same time as the places' own requests; then each
/// place's share of them (`outlook(for:)`). Neither ever fails a report: a missing part is a
/// note, and missing alerts are a warning.
struct OutlookService: Sendable {
    /// What a run asks for.
    struct Parts: OptionSet, Sendable {
        let rawValue: Int
        static let alerts = Parts(rawValue: 1)
        static let dustForecast = Parts(rawValue: 2)
        static let all: Parts = [.alerts, .dustForecast]
    }

    let runtime: Runtime
    let refresh: Bool
    let deadline: ContinuousClock.Instant

    private var alertReporter: any AlertReporting {
        runtime.seam.alerts ?? PortalAlertService(client: runtime.services.client())
    }

    private var forecastReporter: any DustForecastReporting {
        runtime.seam.dustForecast ?? AirKoreaForecastService(client: runtime.services.client())
    }

    /// The parts asked for, and each place's area (its address, its region code, else Kakao
    /// Local's name of the region at its point when the key is set), all at once.
    func fetch(_ parts: Parts, for places: [Place]) async -> Outlook {
        let (refresh, deadline) = (refresh, deadline)
        let alertReporter = parts.contains(.alerts) ? alertReporter : nil
        let forecastReporter = parts.contains(.dustForecast) ? forecastReporter : nil
        async let bulletin = alertReporter?.alerts(refresh: refresh, deadline: deadline)
        async let forecast: Result<DustForecast, any Error>? = {
            guard let forecastReporter else { return nil }
            do {
                return .success(try await forecastReporter.forecast(refresh: refresh, deadline: deadline))
            } catch {
                return .failure(error)
            }
        }()
        let areas = await self.areas(of: places)
        return Outlook(
            parts: parts,
            areas: Dictionary(zip(places.map(\.name), areas), uniquingKeysWith: { first, _ in first }),
            bulletin: await bulletin,
            forecast: await forecast,
            now: runtime.now()
        )
    }

    /// Each place's area, looked up by point only for those whose address and code name none.
    func areas(of places: [Place]) async -> [PlaceArea?] {
        let lookup: KakaoLocalLookup? =
            runtime.seam.places == nil && KakaoLocalLookup.isConfigured(in: runtime.environment)
            ? KakaoLocalLookup(client: runtime.services.client()) : nil
        let deadline = deadline
        let found = await PlaceOutcomes.gather(places) { place -> PlaceArea? in
            if let area = PlaceArea(place) { return area }
            guard let lookup, let region = try await lookup.region(at: place.coordinate, deadline: deadline) else {
                return nil
            }
            return PlaceArea(address: region.address)
        }
        return found.map { try? $0.get() }
    }
}

/// What one run fetched of the alerts and the forecast, and each place's area.
struct Outlook: Sendable {
    let parts: OutlookService.Parts
    let areas: [String: PlaceArea?]
    let bulletin: AlertBulletin?
    let forecast: Result<DustForecast, any Error>?
    let now: Date

    /// The longest note a part carries.
    static let noteLength = 200

    /// The place's alerts and its region's forecast; nil when the run asked for neither.
    func outlook(for place: String) -> RegionOutlook? {
        guard !parts.isEmpty else { return nil }
        let area = areas[place] ?? nil
        let region = area.flatMap(DustForecastRegion.init(area:))
        return RegionOutlook(
            area: area,
            forecastRegion: region,
            alerts: alerts(for: place, area: area),
            dustForecast: dustForecast(for: place, region: region)
        )
    }

    private func alerts(for place: String, area: PlaceArea?) -> WeatherReportPart<[Alert]> {
        guard let bulletin else { return .unavailable("alerts were not asked for") }
        guard !bulletin.isEmpty else { return .unavailable(bulletin.note ?? "no alert source answered") }
        guard let area else {
            return .unavailable(
                "the alerts are by province and city, and \(place)'s are not known: save it with an address, or set KAKAO_REST_API_KEY"
            )
        }
        return WeatherReportPart(value: bulletin.alerts(for: area, at: now), note: bulletin.note)
    }

    private func dustForecast(
        for place: String,
        region: DustForecastRegion?
    ) -> WeatherReportPart<
        [DustForecastEntry]
    > {
        switch forecast {
        case nil:
            return .unavailable("the fine-dust forecast was not asked for")
        case .failure(let error)?:
            return .unavailable(PlainText.excerpt(AppErrors.message(error).0, limit: Self.noteLength))
        case .success(let forecast)?:
            guard let region else {
                return .unavailable(
                    "the forecast region of \(place) cannot be told from its address (경기 and 강원 need the city)"
                )
            }
            let entries = forecast.entries(for: region, from: now)
            guard !entries.isEmpty else {
                return .unavailable("airkorea-forecast: no forecast for \(region.koreanName) from today on")
            }
            return WeatherReportPart(value: entries, note: forecast.note)
        }
    }

    /// The warning of a run whose alerts are missing in part or whole: once, whatever the places.
    var alertsWarning: String? {
        guard let bulletin, let note = bulletin.note else { return nil }
        return bulletin.isEmpty ? "alerts unavailable: \(note)" : "some alerts may be missing: \(note)"
    }
}
