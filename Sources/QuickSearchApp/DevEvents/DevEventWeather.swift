import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `--weather` of `show`, `list`, `due` and `export`: the forecast at each offline event's place
/// on its day. Every place is resolved at once (each distinct text once, through the resolver
/// and cache of `qsearch places`), then every grid cell's village forecast is asked at once (each
/// cell once, however many events share it), with the dust forecast grade beside it
/// (`RegionDustForecastGrading`). Keys come from the environment, then the config file of `qsearch`.
/// Nothing here fails the command: a missing key or an unknown place is the event's reason, a
/// failed request a warning too (and the run exits 2, `failed`).
struct DevEventWeather: Sendable {
    /// The conditions of the events asked about, by id: nil for an event with none to show
    /// (online), else the forecast or the reason there is none.
    let conditions: [String: DevEventConditions?]
    /// One line per failed request (the same failure once).
    let warnings: [String]

    /// Whether a request failed (the run exits 2).
    var failed: Bool { !warnings.isEmpty }

    /// For people, under a table whose WEATHER cells say only `—`: one line per reason, naming
    /// the events it stands for (`weather — eyg28ms1, rs1pq5n7: unknown place: …`), in the
    /// order of `ids`. Linear in the events.
    func reasonNotes(in ids: [String]) -> [String] {
        var order: [String] = []
        var byReason: [String: [String]] = [:]
        var seen = Set<String>()
        for id in ids where seen.insert(id).inserted {
            guard case .some(.some(let conditions)) = conditions[id], let reason = conditions.forecast.reason else {
                continue
            }
            if byReason[reason] == nil { order.append(reason) }
            byReason[reason, default: []].append(id)
        }
        return order.map { reason in
            let ids = byReason[reason] ?? []
            let named = ids.prefix(5).joined(separator: ", ") + (ids.count > 5 ? " and \(ids.count - 5) more" : "")
            return "weather — \(named): \(reason)"
        }
    }

    /// The help of every command's `--weather`.
    static let flagHelp =
        "Add the forecast at each offline event's place on its day (KMA, about 3 days ahead), or '—' and why."

    /// Seconds every look-up and forecast together may take.
    static let timeout = 30.0

    /// The conditions of `events`, on the run's clock (forecasts are made for the real time,
    /// whatever `--now` judges statuses at).
    static func gather(
        for events: [DevEvent],
        runtime: Runtime,
        refresh: Bool = false
    ) async -> DevEventWeather {
        let now = runtime.now()
        let requests = events.map { (id: $0.id, place: $0.place, request: DevEventForecastRequest($0, now: now)) }
        var places: [String] = []
        var seenPlaces = Set<String>()
        for case (_, _, .forecast(let place, _, _)) in requests where seenPlaces.insert(place).inserted {
            places.append(place)
        }
        guard !places.isEmpty else {
            // Nothing to look up or ask: no client, no cache.
            let conditions = requests.map { id, place, request in
                (id, conditionsOf(request, place: place, located: [:], forecast: { _ in nil }, grade: { _ in nil }))
            }
            return DevEventWeather(conditions: Dictionary(conditions) { first, _ in first }, warnings: [])
        }
        var warnings: [String] = []
        var environment = runtime.environment
        do {
            environment = try ConfigFile.merged(into: environment)
        } catch {
            warnings.append(
                "weather: the config file cannot be used (\(runtime.describe(error).message)); keys only from the environment"
            )
        }
        let client = runtime.services.client(environment: environment)
        let grading = RegionDustForecastGrading(
            reporter: runtime.seam.dustForecast ?? AirKoreaForecastService(client: client)
        )
        let deadline = runtime.deadline(seconds: timeout)
        // Without the forecast's key nothing is asked, not even where the places are.
        let forecastKeyMissing = environment.missingCredentials(for: .dataGoKr)
        let located = await locate(
            forecastKeyMissing.isEmpty ? places : [],
            client: client,
            environment: environment,
            deadline: deadline
        )
        warnings += places.compactMap { located[$0]?.warning }
        let keyReason =
            "no forecast key: set \(forecastKeyMissing.joined(separator: " and ")) for KMA's forecast"
            + (KakaoLocalLookup.isConfigured(in: environment) ? "" : " (and KAKAO_REST_API_KEY to find places)")
        var cells: [ForecastGridPoint] = []
        var points: [GeoCoordinate] = []
        var asked: [DustAsk] = []
        var seenCells = Set<ForecastGridPoint>()
        var seenAsks = Set<DustAsk>()
        for case (_, _, .forecast(let place, let day, _)) in requests {
            guard case .found(let candidate) = located[place], let grid = ForecastGridPoint(candidate.coordinate)
            else { continue }
            if forecastKeyMissing.isEmpty, seenCells.insert(grid).inserted {
                cells.append(grid)
                points.append(candidate.coordinate)
            }
            let ask = DustAsk(place: place, day: day)
            if seenAsks.insert(ask).inserted { asked.append(ask) }
        }
        let dustAsks = asked
        async let grades = PlaceOutcomes.gather(dustAsks) { ask in
            guard case .found(let candidate) = located[ask.place] else {
                return WeatherReportPart<DustGrade>.unavailable(RegionDustForecastGrading.unavailableNote)
            }
            return await grading.grade(
                forPlace: ask.place,
                address: candidate.address,
                on: ask.day,
                refresh: refresh,
                deadline: deadline
            )
        }
        // Only its village forecast is asked: its dust service is never used.
        let forecaster = KMAWeatherService(client: client, dust: AirKoreaDustService(client: client))
        let forecasts = await PlaceOutcomes.gather(points) { point in
            try await forecaster.villageForecast(at: point, refresh: refresh, deadline: deadline)
        }
        var byCell: [ForecastGridPoint: Result<VillageForecast, any Error>] = [:]
        for (grid, result) in zip(cells, forecasts) {
            byCell[grid] = result
            if case .failure(let error) = result {
                warnings.append("weather: KMA's forecast failed: \(runtime.describe(error).message)")
            }
        }
        var gradeOf: [DustAsk: WeatherReportPart<DustGrade>] = [:]
        for (ask, result) in zip(asked, await grades) {
            gradeOf[ask] = (try? result.get()) ?? .unavailable(RegionDustForecastGrading.unavailableNote)
        }
        var conditions: [String: DevEventConditions?] = [:]
        for (id, place, request) in requests {
            conditions[id] = conditionsOf(
                request,
                place: place,
                located: located,
                forecast: { byCell[$0] },
                grade: { gradeOf[$0] },
                keyMissing: forecastKeyMissing.isEmpty ? nil : keyReason
            )
        }
        return DevEventWeather(conditions: conditions, warnings: warnings)
    }

    /// One event's conditions from what was found.
    private static func conditionsOf(
        _ request: DevEventForecastRequest,
        place eventPlace: String?,
        located: [String: Location],
        forecast: (ForecastGridPoint) -> Result<VillageForecast, any Error>?,
        grade: (DustAsk) -> WeatherReportPart<DustGrade>?,
        keyMissing: String? = nil
    ) -> DevEventConditions? {
        let unwired = WeatherReportPart<DustGrade>.unavailable(RegionDustForecastGrading.unavailableNote)
        switch request {
        case .notApplicable:
            return nil
        case .unavailable(let day, let reason):
            return .unavailable(day: day, place: eventPlace, reason: reason, dust: unwired)
        case .forecast(let place, let day, let hour):
            let dust = grade(DustAsk(place: place, day: day)) ?? unwired
            if let keyMissing {
                return .unavailable(day: day, place: place, reason: keyMissing, dust: dust)
            }
            let candidate: PlaceCandidate
            switch located[place] {
            case .found(let found): candidate = found
            case .unknown(let reason, _): return .unavailable(day: day, place: place, reason: reason, dust: dust)
            case nil: return .unavailable(day: day, place: place, reason: "the place was not looked up", dust: dust)
            }
            guard let grid = ForecastGridPoint(candidate.coordinate), let result = forecast(grid) else {
                return .unavailable(
                    day: day,
                    place: place,
                    reason: "the place lies outside KMA's forecast grid",
                    dust: dust
                )
            }
            switch result {
            case .success(let answer):
                return DevEventConditions(
                    reading: answer.forecast,
                    base: answer.base,
                    at: candidate.coordinate,
                    place: place,
                    address: candidate.address,
                    day: day,
                    hour: hour,
                    dust: dust
                )
            case .failure:
                return .unavailable(
                    day: day,
                    place: place,
                    reason: "KMA's forecast could not be read (see the warning)",
                    dust: dust
                )
            }
        }
    }

    /// What a place's text resolved to.
    enum Location: Sendable {
        case found(PlaceCandidate)
        /// Not found, ambiguous, not looked up (no key), or failed; `warning` set when a request failed.
        case unknown(reason: String, warning: String?)

        var warning: String? {
            if case .unknown(_, let warning) = self { return warning }
            return nil
        }
    }

    /// One dust forecast to ask: a place on a day.
    struct DustAsk: Sendable, Hashable {
        var place: String
        var day: Date
    }

    /// Every place text resolved at once, each once.
    private static func locate(
        _ places: [String],
        client: UpstreamClient,
        environment: Environment,
        deadline: ContinuousClock.Instant
    ) async -> [String: Location] {
        let resolver = PlaceResolver(lookups: PlaceResolver.lookups(client: client, environment: environment))
        guard !resolver.lookups.isEmpty else {
            let reason = "place not looked up: set KAKAO_REST_API_KEY to find places"
            return Dictionary(uniqueKeysWithValues: places.map { ($0, .unknown(reason: reason, warning: nil)) })
        }
        let results = await PlaceOutcomes.gather(places) { place in
            try await resolver.lookUp(place, deadline: deadline)
        }
        let hint =
            KakaoLocalLookup.isConfigured(in: environment)
            ? "" : " (only dong names are known without KAKAO_REST_API_KEY, which finds districts and addresses)"
        var located: [String: Location] = [:]
        for (place, result) in zip(places, results) {
            switch result {
            case .success(let candidates) where candidates.count == 1:
                located[place] = .found(candidates[0])
            case .success(let candidates) where candidates.isEmpty:
                located[place] = .unknown(
                    reason: "unknown place: no place in Korea matches '\(place)'\(hint)",
                    warning: nil
                )
            case .success(let candidates):
                let names = candidates.prefix(3).map(\.address).joined(separator: ", ")
                located[place] = .unknown(
                    reason:
                        "unknown place: '\(place)' matches \(candidates.count) places (\(names)\(candidates.count > 3 ? ", …" : ""))",
                    warning: nil
                )
            case .failure(let error):
                let message = AppErrors.describer.describe(error).message
                located[place] = .unknown(
                    reason: "the place could not be looked up (see the warning)",
                    warning: "weather: looking up '\(place)' failed: \(message)"
                )
            }
        }
        return located
    }
}
