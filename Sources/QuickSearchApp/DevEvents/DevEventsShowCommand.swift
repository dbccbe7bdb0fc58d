import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `devevents show ID`: everything known of one event (also a saved one no longer listed).
struct DevEventsShowCommand: Command {
    static let about = CommandAbout(
        name: "show",
        abstract: "Show one event in full, by the id 'list' prints (or its link).",
        examples: ["devevents show k3m9x2qa", "devevents show k3m9x2qa --weather", "devevents show k3m9x2qa --json"],
        records: .of(DevEventRecord.self)
    )

    @OptionGroup(inherited: true) var page: DevEventPageOptions
    @Argument(
        "id",
        help: "The event's id, or its URL (an error naming the ids when several events share it).",
        completion: .stored(.events)
    )
    var key: String
    @Flag("weather", help: DevEventWeather.flagHelp) var weather: Bool

    func run(_ runtime: Runtime) async throws -> Report {
        try await DevEventsService(runtime: runtime, options: page).show(key, weather: weather)
    }
}
