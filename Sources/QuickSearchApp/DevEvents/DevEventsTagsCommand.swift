import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `devevents tags`: how often each tag appears on the page.
struct DevEventsTagsCommand: Command {
    static let about = CommandAbout(
        name: "tags",
        abstract: "Count the tags of every event on the page, most used first.",
        examples: ["devevents tags", "devevents tags --limit 10", "devevents tags --json"],
        records: .of(DevEventTagRecord.self)
    )

    @OptionGroup(inherited: true) var page: DevEventPageOptions
    @Option(
        "limit",
        short: "n",
        help: "Show at most n tags, the most used (default: all).",
        range: 1...100_000,
        example: "10"
    )
    var limit: Int?

    func run(_ runtime: Runtime) async throws -> Report {
        try await DevEventsService(runtime: runtime, options: page).tags(limit: limit)
    }
}
