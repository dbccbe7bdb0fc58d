import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `devevents tags`: how often each tag appears on the page.
struct DevEventsTagsCommand: Command {
    static let about = CommandAbout(
        name: "tags",
        abstract: "Count the tags of every event on the page, most used first.",
        examples: ["devevents tags", "devevents tags --json"],
        records: .of(DevEventTagRecord.self)
    )

    @OptionGroup(inherited: true) var page: DevEventPageOptions

    func run(_ runtime: Runtime) async throws -> Report {
        try await DevEventsService(runtime: runtime, options: page).tags()
    }
}
