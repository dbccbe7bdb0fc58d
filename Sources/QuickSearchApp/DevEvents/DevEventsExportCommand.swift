import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `devevents export --ics`: the selected events as an iCalendar file on stdout.
struct DevEventsExportCommand: Command {
    static let about = CommandAbout(
        name: "export",
        abstract: "Write the selected events (same filters as 'list') as a calendar file.",
        discussion:
            "Periods with a time become timed entries (in UTC): a registration window closing at '08. 22(토) 09:00' ends at 09:00 that day. Date-only periods become all-day entries; registration windows are marked [접수]. With --deadlines, only the moment each registration, application or recruitment window closes, with alarms a day and an hour before. Events without readable dates are left out (counted on stderr); when nothing is left, nothing is written and the exit status is 1. With -o FILE the calendar replaces FILE whole (written beside it, then renamed), readable only by you.",
        examples: [
            "devevents export --ics > events.ics", "devevents export --ics --favorites --tag AI > ai.ics",
            "devevents export --ics --deadlines -o deadlines.ics",
        ]
    )

    @OptionGroup(inherited: true) var page: DevEventPageOptions
    @Flag("ics", help: "iCalendar (RFC 5545), the only format; required.") var ics: Bool
    @Flag("deadlines", help: "Only the closing moment of each registration window, with alarms.") var deadlines: Bool
    @Option(
        "output",
        short: "o",
        valueName: "file",
        help: "Write the calendar to this file (atomically, owner-only) instead of standard output.",
        example: "events.ics",
        completion: .file
    )
    var output: String?
    @OptionGroup var filters: DevEventFilterOptions
    @Flag("favorites", short: "f", help: "Only saved events, whatever their status unless a status option is given.")
    var favorites: Bool
    @Flag("weather", help: "Write the forecast at each offline event's place on its day into its DESCRIPTION.")
    var weather: Bool

    func validate() throws {
        guard ics else {
            throw ValidationError("say which format to export: --ics (iCalendar)", kind: .missingArgument)
        }
        if let output, output.isEmpty {
            throw ValidationError(
                "--output needs a file name, e.g. -o events.ics (or leave it out for standard output)"
            )
        }
    }

    func run(_ runtime: Runtime) async throws -> Report {
        try await DevEventsService(runtime: runtime, options: page)
            .export(
                try filters.filter(everyStatusByDefault: favorites),
                favoritesOnly: favorites,
                deadlines: deadlines,
                weather: weather,
                to: output
            )
    }
}
