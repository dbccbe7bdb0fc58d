import Foundation
import QuickSearchData
import QuickSearchDomain

/// `devevents export --ics`: the selected events as an iCalendar file on stdout.
struct DevEventsExportCommand: RunnableCommand {
    let session: DevEventSession
    let filter: DevEventFilter
    let favoritesOnly: Bool

    static let spec = CommandSpec(
        name: "export",
        abstract: "Write the selected events (same filters as 'list') as a calendar file.",
        discussion: "Timed periods become timed entries (in UTC); date-only periods become all-day entries; registration windows are marked [접수]. Events without readable dates are left out (counted on stderr).",
        examples: ["devevents export --ics > events.ics", "devevents export --ics --favorites --tag AI > ai.ics"],
        options: [.flag("ics", help: "iCalendar (RFC 5545), the only format; required.")] + DevEventOptions.filters
    )

    init(_ parsed: ParsedCommand, context: CommandContext) throws {
        guard parsed.flag("ics") else {
            throw parsed.usageError("say which format to export: --ics (iCalendar)", kind: .missingArgument)
        }
        session = try DevEventSession(parsed, context: context)
        filter = try DevEventOptions.filter(parsed)
        favoritesOnly = parsed.flag("favorites")
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        let load = try await session.load(context)
        let selected: [DevEvent]
        if favoritesOnly {
            let split = try FavoriteSplit(load: load, session: session, filter: filter, context: context)
            selected = split.active.map(\.0) + (filter.statuses.contains(.ended) ? split.ended.map(\.0) : [])
        } else {
            selected = filter.apply(to: load.page.events, at: session.now)
        }
        let exportable = selected.filter(ICalendarRenderer.canExport)
        let renderer = ICalendarRenderer(generatedAt: context.now(), sourceURL: load.source.absoluteString)
        context.stdout.write(renderer.render(exportable))
        let skipped = selected.count - exportable.count
        context.note("exported \(exportable.count) event\(exportable.count == 1 ? "" : "s")"
            + (skipped > 0 ? "; \(skipped) without readable dates left out" : ""))
        return .success
    }
}
