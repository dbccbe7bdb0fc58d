import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

extension DevEventsService {
    /// `export --ics`: the events `filter` selects (saved ones only when `favoritesOnly`) as an
    /// iCalendar file, written as it is; with `deadlines`, only when registration closes.
    ///
    /// - Throws: `CLIError` (exit 1) when no selected event can be exported: nothing is written.
    func export(_ filter: DevEventFilter, favoritesOnly: Bool, deadlines: Bool) async throws -> Report {
        let load = try await page.load()
        let selected: [DevEvent]
        if favoritesOnly {
            let saved = try favorites().saved(against: load.page.events, at: runtime.now())
            selected = DevEventFavoriteSelection(saved: saved, filter: filter, now: now).all.map(\.event)
        } else {
            selected = filter.apply(to: load.page.events, at: now)
        }
        var renderer = ICalendarRenderer(generatedAt: runtime.now(), sourceURL: load.source.absoluteString)
        renderer.deadlines = deadlines
        let exportable = selected.filter(renderer.canExport)
        guard let calendar = renderer.render(exportable) else {
            throw CLIError(Self.nothingToExport(selected: selected.count, deadlines: deadlines))
        }
        let skipped = selected.count - exportable.count
        let left = deadlines ? "without a closing date" : "without readable dates"
        return Report(
            output: ReportOutput(human: TextView(verbatim: calendar)),
            notes: [
                "exported \(exportable.count) \(deadlines ? "deadline" : "event")\(exportable.count == 1 ? "" : "s")"
                    + (skipped > 0 ? "; \(skipped) \(left) left out" : "")
            ]
        )
    }

    private static func nothingToExport(selected: Int, deadlines: Bool) -> String {
        if selected == 0 {
            return "no events match; nothing written ('devevents list' with the same options shows what is selected)"
        }
        let reason = deadlines ? "has a registration deadline" : "has a readable date"
        return "no events match: none of the \(selected) selected \(reason); nothing written"
    }
}
