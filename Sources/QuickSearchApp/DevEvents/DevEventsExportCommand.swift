import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `devevents export --ics`: the selected events as an iCalendar file on stdout.
struct DevEventsExportCommand: RunnableCommand {
    let session: DevEventSession
    let filter: DevEventFilter
    let favoritesOnly: Bool
    let deadlines: Bool

    static let spec = CommandSpec(
        name: "export",
        abstract: "Write the selected events (same filters as 'list') as a calendar file.",
        discussion:
            "Periods with a time become timed entries (in UTC): a registration window closing at '08. 22(토) 09:00' ends at 09:00 that day. Date-only periods become all-day entries; registration windows are marked [접수]. With --deadlines, only the moment each registration, application or recruitment window closes, with alarms a day and an hour before. Events without readable dates are left out (counted on stderr); when nothing is left, nothing is written and the exit status is 1.",
        examples: [
            "devevents export --ics > events.ics", "devevents export --ics --favorites --tag AI > ai.ics",
            "devevents export --ics --deadlines > deadlines.ics",
        ],
        options: [ics, deadlinesOnly] + DevEventOptions.filters + [favorites]
    )
    static let ics = Flag("ics", help: "iCalendar (RFC 5545), the only format; required.")
    static let deadlinesOnly = Flag(
        "deadlines",
        help: "Only the closing moment of each registration window, with alarms."
    )
    static let favorites = DevEventOptions.favorites(
        help: "Only saved events, whatever their status unless a status option is given."
    )

    init(_ parsed: ParsedCommand, context: CommandContext) throws {
        guard parsed[Self.ics] else {
            throw parsed.usageError("say which format to export: --ics (iCalendar)", kind: .missingArgument)
        }
        session = try DevEventSession(parsed, context: context)
        favoritesOnly = parsed[Self.favorites]
        filter = try DevEventOptions.filter(parsed, favorites: favoritesOnly)
        deadlines = parsed[Self.deadlinesOnly]
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        let load = try await session.load(context)
        let selected: [DevEvent]
        if favoritesOnly {
            let saved = try session.favorites(context).saved(against: load.page.events, at: context.now())
            selected = DevEventFavoriteSelection(saved: saved, filter: filter, now: session.now).all.map(\.event)
        } else {
            selected = filter.apply(to: load.page.events, at: session.now)
        }
        var renderer = ICalendarRenderer(generatedAt: context.now(), sourceURL: load.source.absoluteString)
        renderer.deadlines = deadlines
        let exportable = selected.filter(renderer.canExport)
        guard let calendar = renderer.render(exportable) else {
            throw CLIError(nothingToExport(selected: selected.count))
        }
        context.stdout.write(calendar)
        let skipped = selected.count - exportable.count
        let left = deadlines ? "without a closing date" : "without readable dates"
        context.note(
            "exported \(exportable.count) \(deadlines ? "deadline" : "event")\(exportable.count == 1 ? "" : "s")"
                + (skipped > 0 ? "; \(skipped) \(left) left out" : "")
        )
        return .success
    }

    private func nothingToExport(selected: Int) -> String {
        if selected == 0 {
            return "no events match; nothing written ('devevents list' with the same options shows what is selected)"
        }
        let reason = deadlines ? "has a registration deadline" : "has a readable date"
        return "no events match: none of the \(selected) selected \(reason); nothing written"
    }
}
