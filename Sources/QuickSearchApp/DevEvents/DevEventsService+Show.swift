import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

extension DevEventsService {
    /// `show`: the event with the id or link `key`, from the page, else from the favourites
    /// (the last known details of one no longer listed).
    ///
    /// - Throws: `CLIError` when nothing matches (1), or when a link is several events' (64).
    /// With `weather`, the forecast at its place on its day too (a failure is a warning, exit 2).
    func show(_ key: String, weather: Bool = false) async throws -> Report {
        let load = try await page.load()
        let listed = try DevEventLookup.find(key, in: load.page.events)
        let favorites = try favorites().all()
        let favorite =
            try listed.map { event in favorites.first { $0.event.id == event.id } }
            ?? DevEventLookup.find(key, in: favorites.map(\.event)).flatMap { event in
                favorites.first { $0.event.id == event.id }
            }
        guard let event = listed ?? favorite?.event else { throw DevEventLookup.notFound(key) }
        let saved = favorite.map { DevEventSavedEvent(event: event, addedAt: $0.addedAt, onPage: listed != nil) }
        let conditions = await self.weather(for: [event], asked: weather)
        let eventConditions = conditions.map { $0.conditions[event.id] ?? nil }
        let record = DevEventRecord(event: event, now: now, saved: saved, conditions: eventConditions)
        return Report(
            output: ReportOutput(
                document: record,
                records: [record],
                human: DevEventDetailView(event: event, saved: saved, now: now, conditions: eventConditions)
            ),
            warnings: conditions?.warnings ?? [],
            status: conditions?.failed == true ? .partial : nil
        )
    }
}
