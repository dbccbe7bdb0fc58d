import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

extension DevEventsService {
    /// `list` (`fav list` when `favoritesOnly`): the events `filter` selects, at most `limit`.
    /// Favourites are listed current ones first, then those ended or gone from the page.
    /// With `weather`, each listed event's forecast too, all asked at once (a failure is a
    /// warning, exit 2).
    func list(_ filter: DevEventFilter, favoritesOnly: Bool, limit: Int?, weather: Bool = false) async throws -> Report
    {
        let load = try await page.load()
        let hints = DevEventListHints(filter: filter, now: now, favorites: favoritesOnly)
        let most = limit ?? .max
        let current: [DevEventListView.Listed]
        var ended: [DevEventListView.Listed]?
        let total: Int
        var remarks: [String]
        var warnings: [String] = []
        if favoritesOnly {
            let saved = try favorites().saved(against: load.page.events, at: runtime.now())
            let selection = DevEventFavoriteSelection(saved: saved, filter: filter, now: now)
            current = selection.current.prefix(most).map { ($0.event, $0) }
            ended = selection.ended.prefix(max(0, most - current.count)).map { ($0.event, $0) }
            total = selection.all.count
            remarks = selection.isEmpty ? hints.emptyResult(candidates: saved.map(\.event)) : []
        } else {
            let events = filter.apply(to: load.page.events, at: now)
            let saved: [String: DevEventFavorites.Favorite]
            do {
                saved = Dictionary(
                    try favorites().all().map { ($0.event.id, $0) },
                    uniquingKeysWith: { first, _ in first }
                )
            } catch {
                saved = [:]
                warnings.append(
                    "favourites could not be read (\(runtime.describe(error).message)); listing without ★ marks"
                )
            }
            current = DevEventListView.listed(events.prefix(most), saved: saved)
            total = events.count
            remarks = events.isEmpty ? hints.emptyResult(candidates: load.page.events) : []
        }
        let shown = current.count + (ended?.count ?? 0)
        if shown < total {
            remarks.insert(
                "\(shown) of \(total) events shown (--limit \(shown)); raise --limit or leave it out to see all",
                at: 0
            )
        }
        let listed = ended.map { current + $0 } ?? current
        let conditions = await self.weather(for: listed.map(\.event), asked: weather)
        warnings += conditions?.warnings ?? []
        if let conditions, runtime.outputFormat == .human {
            remarks += conditions.reasonNotes(in: listed.map(\.event.id))
        }
        let record = { [now] (listed: DevEventListView.Listed) in
            DevEventRecord(
                event: listed.event,
                now: now,
                saved: listed.saved,
                conditions: conditions.map { $0.conditions[listed.event.id] ?? nil }
            )
        }
        return Report(
            output: ReportOutput(
                document: DevEventListDocument(
                    source: load.source,
                    origin: load.originLabel,
                    now: now,
                    events: current.map(record),
                    ended: ended.map { $0.map(record) }
                ),
                records: listed.map(record),
                human: DevEventListView(
                    current: current,
                    ended: ended,
                    now: now,
                    groupsByMonth: filter.sortOrder.isChronological,
                    credit: page.creditLine,
                    remarks: remarks,
                    conditions: conditions?.conditions
                )
            ),
            warnings: warnings,
            status: conditions?.failed == true ? .partial : nil
        )
    }
}
