import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// The work of `qsearch brief`: every place's weather (with its dust and UV), the alerts and the
/// fine-dust forecast (once for all places) and the saved events, all asked at once.
struct BriefService {
    let runtime: Runtime
    let refresh: Bool
    let deadline: ContinuousClock.Instant

    /// The hours of forecast asked for: the next rain is looked for in a day.
    static let hours = 24

    /// The brief of `places`, with the events due within `eventsWithin` seconds (none when nil).
    /// A place whose weather failed shows its dust (read again: from the cache when the weather's
    /// own reading got there first) and its alerts; it and a place without dust are failures
    /// (exit 2).
    func report(on places: [Place], eventsWithin: Double?) async -> Report {
        if runtime.outputFormat == .human {
            runtime.diagnostics.progress(
                "fetching the brief for \(places.count == 1 ? places[0].name : "\(places.count) places")…"
            )
        }
        let (refresh, deadline) = (refresh, deadline)
        let weatherReporter = WeatherService(runtime: runtime, hours: Self.hours, timeout: 0, view: .summary).reporter
        async let outlook = OutlookService(runtime: runtime, refresh: refresh, deadline: deadline)
            .fetch(.all, for: places)
        async let events: BriefEvents? = {
            guard let window = eventsWithin else { return nil }
            return await self.events(within: window)
        }()
        let weather = await PlaceOutcomes.gather(places) { place in
            try await weatherReporter.report(for: place, hours: Self.hours, refresh: refresh, deadline: deadline)
        }
        let failed = zip(places, weather).compactMap { place, result in (try? result.get()) == nil ? place : nil }
        let dust = await DustService(runtime: runtime, refresh: false, deadline: deadline)
            .readings(of: failed.map(DustTarget.init))
        let dustOfFailed = Dictionary(
            zip(failed.map(\.name), dust.map { try? $0.get() }),
            uniquingKeysWith: { first, _ in first }
        )
        let fetched = await outlook
        var entries: [BriefEntry] = []
        var failures: [ReportFailure] = []
        for (place, result) in zip(places, weather) {
            let subject = FailureSubject(place.name, kind: .place)
            var entry = BriefEntry(place: place.name, outlook: fetched.outlook(for: place.name))
            switch result {
            case .success(let report):
                entry.weather = report
                entry.dust = report.dust.value
                if report.dust.value == nil {
                    failures.append(
                        ReportFailure(CLIError("fine dust: \(report.dust.note ?? "unavailable")"), subject: subject)
                    )
                }
            case .failure(let error):
                entry.dust = dustOfFailed[place.name] ?? nil
                entry.failure = AppErrors.message(error).0
                failures.append(ReportFailure(error, subject: subject))
            }
            entries.append(entry)
        }
        let due = await events
        let now = runtime.now()
        let warnings =
            entries.compactMap { $0.dust }.compactMap(DustTable.farStationWarning)
            + [fetched.alertsWarning, due?.warning].compactMap { $0 }
        return Report(
            output: ReportOutput(
                document: BriefDocument(
                    entries: entries,
                    events: due,
                    now: now,
                    failures: failures.map(PlaceFailureRecord.init)
                ),
                records: entries.map { BriefPlaceRecord(entry: $0, now: now) },
                human: BriefView(entries: entries, events: due, now: now)
            ),
            failures: failures,
            warnings: entries.isEmpty ? [] : warnings
        )
    }

    /// The saved events due within `window` seconds: the page's current versions (cached for an
    /// hour, like devevents'), else the copies saved with them when the page cannot be read.
    func events(within window: Double) async -> BriefEvents {
        let now = runtime.now()
        let favorites: DevEventFavorites
        let saved: [DevEventFavorites.Favorite]
        do {
            favorites = DevEventFavorites(store: try runtime.services.storeForReading())
            saved = try favorites.all()
        } catch {
            return BriefEvents(
                window: window,
                due: [],
                warning: "your saved events could not be read (\(runtime.describe(error).message))"
            )
        }
        guard !saved.isEmpty else { return BriefEvents(window: window, due: [], warning: nil) }
        var events = saved.map(\.event)
        var warning: String?
        do {
            let source = try DevEventPageOptions.sourceURL(option: nil, environment: runtime.environment)
            let load = try await DevEventPageLoader(runtime: runtime, source: source, refresh: refresh).load()
            events = try favorites.saved(against: load.page.events, at: now).map(\.event)
        } catch {
            warning =
                "the event page could not be read (\(runtime.describe(error).message)); your saved events are shown as saved"
        }
        let due = DevEventDue.select(from: events, within: window, at: now)
        return BriefEvents(window: window, due: due, warning: warning)
    }
}

/// One place of the brief: its weather report, its dust (the report's, or read alone when the
/// weather failed), its alerts and forecast, and why its weather failed.
struct BriefEntry: Sendable {
    var place: String
    var outlook: RegionOutlook?
    var weather: WeatherReport?
    var dust: DustReport?
    /// The message of the weather's failure; nil when the weather stands.
    var failure: String?
}

/// The brief's events: those due within the window, and why the page could not be read.
struct BriefEvents: Sendable {
    var window: Double
    var due: [DevEventDue]
    var warning: String?
}
