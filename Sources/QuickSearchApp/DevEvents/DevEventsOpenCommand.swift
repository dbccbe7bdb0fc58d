import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `devevents open ID`: the event's page in the browser.
struct DevEventsOpenCommand: Command {
    static let about = CommandAbout(
        name: "open",
        abstract: "Open the event's link in the browser ($BROWSER, else xdg-open or open).",
        discussion:
            "BROWSER is a colon-separated list of commands tried in order until one succeeds; %s in a command stands for the URL (%% for a literal %), and without %s the URL is added as the last argument. No shell is involved. When every command fails, the error gives each one's exit status and what it said (exit 78).",
        examples: ["devevents open k3m9x2qa", "devevents open https://example.com/event"]
    )

    @OptionGroup(inherited: true) var page: DevEventPageOptions
    @Argument("id", help: "The event's id as 'list' prints it, or its URL.", completion: .stored(.events))
    var key: String

    func run(_ runtime: Runtime) async throws -> Report {
        try await DevEventsService(runtime: runtime, options: page).open(key)
    }
}
