import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `devevents open ID`: the event's page in the browser.
struct DevEventsOpenCommand: RunnableCommand {
    let session: DevEventSession
    let key: String

    static let spec = CommandSpec(
        name: "open",
        abstract: "Open the event's link in the browser ($BROWSER, else xdg-open or open).",
        discussion:
            "BROWSER is a colon-separated list of commands tried in order until one succeeds; %s in a command stands for the URL (%% for a literal %), and without %s the URL is added as the last argument. No shell is involved. When every command fails, the error gives each one's exit status and what it said (exit 78).",
        examples: ["devevents open k3m9x2qa", "devevents open https://example.com/event"],
        positionals: [id]
    )

    static let id = Argument<String>("id", help: "The event's id as 'list' prints it, or its URL.")
        .completing(.stored(.events))

    init(_ parsed: ParsedCommand, context: CommandContext) throws {
        session = try DevEventSession(parsed, context: context)
        key = parsed[Self.id]
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        let load = try await session.load(context)
        guard
            let event = try DevEventLookup.find(key, in: load.page.events)
                ?? DevEventLookup.find(key, in: session.favorites(context).all().map(\.event))
        else {
            throw DevEventLookup.notFound(key)
        }
        guard let url = event.url, ["http", "https"].contains(url.scheme?.lowercased() ?? "") else {
            throw CLIError("event \(event.id) has no web link to open")
        }
        try BrowserLauncher(environment: context.environment, messages: context.stderr).open(url)
        context.note("opened \(url.absoluteString)")
        return .success
    }
}
