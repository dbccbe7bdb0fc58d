import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

extension DevEventsService {
    /// `export --ics`: the events `filter` selects (saved ones only when `favoritesOnly`) as an
    /// iCalendar file, on standard output as it is, or to the file at `path` (relative to the
    /// working folder; see `AtomicFileWriter`); with `deadlines`, only when registration closes;
    /// with `weather`, each event's forecast in its DESCRIPTION (a failure is a warning, exit 2).
    ///
    /// - Throws: `CLIError`: exit 1 when no selected event can be exported (nothing is written),
    ///   74 when the file cannot be written (the old one is left as it was).
    func export(
        _ filter: DevEventFilter,
        favoritesOnly: Bool,
        deadlines: Bool,
        weather: Bool = false,
        to path: String?
    ) async throws
        -> Report
    {
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
        let conditions = await self.weather(for: exportable, asked: weather)
        renderer.conditions = conditions?.conditions ?? [:]
        let warnings = conditions?.warnings ?? []
        let status: ExitCode? = conditions?.failed == true ? .partial : nil
        guard let calendar = renderer.render(exportable) else {
            throw CLIError(Self.nothingToExport(selected: selected.count, deadlines: deadlines))
        }
        let skipped = selected.count - exportable.count
        let left = deadlines ? "without a closing date" : "without readable dates"
        var note = "exported \(exportable.count) \(deadlines ? "deadline" : "event")\(exportable.count == 1 ? "" : "s")"
        guard let path else {
            return Report(
                output: ReportOutput(human: TextView(verbatim: calendar)),
                warnings: warnings,
                notes: [note + (skipped > 0 ? "; \(skipped) \(left) left out" : "")],
                status: status
            )
        }
        let file = URL(
            fileURLWithPath: path,
            relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        )
        .standardizedFileURL
        try AtomicFileWriter.save(Data(calendar.utf8), to: file.path)
        note += " to \(file.path)"
        return Report(
            warnings: warnings,
            notes: [note + (skipped > 0 ? "; \(skipped) \(left) left out" : "")],
            status: status
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
