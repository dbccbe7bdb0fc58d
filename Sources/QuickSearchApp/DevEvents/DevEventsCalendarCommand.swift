import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `devevents calendar`: a month (or a week) of event days and registration deadlines.
struct DevEventsCalendarCommand: Command {
    static let about = CommandAbout(
        name: "calendar",
        abstract: "A month as a grid, Monday first: the days events take place and registrations close.",
        discussion:
            "Each day shows the legend numbers of what falls on it: N for a day an event takes place, N! for a registration, application or recruitment deadline; the numbered legend follows the grid, and today is highlighted. A registration window marks only the day it closes. Below 60 columns, and with --week (the week of today, or of --now), the days are a list instead. Every status is shown unless a status option is given; the other filters are those of 'list'.",
        examples: [
            "devevents calendar", "devevents calendar --month 2026-09 --favorites",
            "devevents calendar --week --tag AI",
        ],
        records: .of(DevEventMarkRecord.self)
    )

    @OptionGroup(inherited: true) var page: DevEventPageOptions
    @Flag("week", help: "The week of today (or of --now), Monday to Sunday, as a list by day.", conflicts: ["month"])
    var week: Bool
    @OptionGroup var filters: DevEventFilterOptions
    @Flag("favorites", short: "f", help: "Only saved events.") var favorites: Bool

    func run(_ runtime: Runtime) async throws -> Report {
        try await DevEventsService(runtime: runtime, options: page)
            .calendar(try filters.filter(everyStatusByDefault: true), favoritesOnly: favorites, week: week)
    }
}
