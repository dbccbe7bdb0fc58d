import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

extension DevEventsService {
    /// `show`: the event with the id or link `key`, from the page, else from the favourites
    /// (the last known details of one no longer listed).
    ///
    /// - Throws: `CLIError` when nothing matches (1), or when a link is several events' (64).
    func show(_ key: String) async throws -> Report {
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
        let record = DevEventRecord(event: event, now: now, saved: saved)
        return Report(
            output: ReportOutput(
                document: record,
                records: [record],
                human: DevEventDetailView(event: event, saved: saved, now: now)
            )
        )
    }
}
