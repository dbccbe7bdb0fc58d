import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

extension DevEventsService {
    /// `open`: the link of the event with the id or link `key` (on the page, else saved) in the
    /// browser (see `BrowserLauncher`); what the browser says on its standard error is passed on.
    ///
    /// - Throws: `CLIError`: no such event (1), a link several events share (64), an event
    ///   without a web link (1), no browser command that worked (78).
    func open(_ key: String) async throws -> Report {
        let load = try await page.load()
        guard
            let event = try DevEventLookup.find(key, in: load.page.events)
                ?? DevEventLookup.find(key, in: favorites().all().map(\.event))
        else {
            throw DevEventLookup.notFound(key)
        }
        guard let url = event.url, ["http", "https"].contains(url.scheme?.lowercased() ?? "") else {
            throw CLIError("event \(event.id) has no web link to open")
        }
        try BrowserLauncher(environment: runtime.environment, passOn: runtime.diagnostics.note).open(url)
        return Report(notes: ["opened \(url.absoluteString)"])
    }
}
