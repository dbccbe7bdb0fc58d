import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `devevents list`: events on the page (or the saved ones), filtered and sorted.
struct DevEventsListCommand: Command {
    static let about = CommandAbout(
        name: "list",
        abstract: "List events: upcoming, ongoing and undated by default, soonest first.",
        examples: [
            "devevents list --tag AI --offline --free --within 30d",
            "devevents list --search 쿠버네티스 --json | jq '.events[].url'",
            "devevents list --favorites --ended",
        ],
        records: .of(DevEventRecord.self)
    )

    /// `--limit` of `list` and `fav list`.
    static let limitOption = Option<Int?>(
        "limit",
        short: "n",
        help: "Show at most n events (default: all).",
        range: 1...100_000,
        example: "10"
    )

    @OptionGroup(inherited: true) var page: DevEventPageOptions
    @OptionGroup var filters: DevEventFilterOptions
    @Flag(
        "favorites",
        short: "f",
        help:
            "Only saved events: current ones, then a section of those ended or gone from the page; the other filters apply to both."
    )
    var favorites: Bool
    @Option(Self.limitOption) var limit: Int?
    @Flag("weather", help: DevEventWeather.flagHelp) var weather: Bool

    func run(_ runtime: Runtime) async throws -> Report {
        try await DevEventsService(runtime: runtime, options: page)
            .list(
                try filters.filter(everyStatusByDefault: favorites),
                favoritesOnly: favorites,
                limit: limit,
                weather: weather
            )
    }
}
