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
        examples: ["devevents open k3m9x2qa"],
        positionals: [.required("id", help: "The event's id as 'list' prints it.")]
    )

    init(_ parsed: ParsedCommand, context: CommandContext) throws {
        session = try DevEventSession(parsed, context: context)
        key = parsed.positional("id") ?? ""
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        let load = try await session.load(context)
        guard let event = try DevEventLookup.find(key, in: load.page.events)
            ?? DevEventLookup.find(key, in: session.favorites(context).all().map(\.event)) else {
            throw DevEventLookup.notFound(key)
        }
        guard let url = event.url, ["http", "https"].contains(url.scheme?.lowercased() ?? "") else {
            throw CLIError("event \(event.id) has no web link to open")
        }
        try BrowserLauncher(environment: context.environment).open(url)
        context.note("opened \(url.absoluteString)")
        return .success
    }
}
