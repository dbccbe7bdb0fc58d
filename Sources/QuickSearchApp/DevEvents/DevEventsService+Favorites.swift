import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

extension DevEventsService {
    /// `fav add`: saves the events with the ids or links `keys` (from the page; one saved but
    /// gone from it is left as it is). Every key is looked up first: if one matches nothing,
    /// nothing is saved. Each change is noted as it is made, so a store failure part way
    /// leaves no saved event unsaid.
    ///
    /// - Throws: `CLIError` naming every unknown key (1), or a link several events share (64).
    func add(_ keys: [String]) async throws -> Report {
        let favorites = try favoritesForWriting()
        let load = try await page.load()
        let saved = try favorites.all().map(\.event)
        var toAdd: [DevEvent] = []
        var goneButSaved: [DevEvent] = []
        var unknown: [String] = []
        for key in keys {
            if let event = try DevEventLookup.find(key, in: load.page.events) {
                toAdd.append(event)
            } else if let event = try DevEventLookup.find(key, in: saved) {
                goneButSaved.append(event)
            } else {
                unknown.append(key)
            }
        }
        guard unknown.isEmpty else { throw Self.notFound(unknown, of: keys, onPage: true) }
        for event in goneButSaved {
            runtime.diagnostics.note("already saved: \(event.id) \(event.title) (no longer on the page)")
        }
        for event in toAdd {
            let added = try favorites.add(event, at: runtime.now())
            runtime.diagnostics.note(
                added ? "saved \(event.id): \(event.title)" : "already saved: \(event.id) \(event.title)"
            )
        }
        return Report()
    }

    /// `fav remove`: forgets the saved events with the ids or links `keys`; if one matches no
    /// saved event, nothing is removed. Each removal is noted as it is made.
    ///
    /// - Throws: `CLIError` naming every unknown key (1), or a link several events share (64).
    func remove(_ keys: [String]) throws -> Report {
        let favorites = try favoritesForWriting()
        let saved = try favorites.all().map(\.event)
        var matches: [DevEvent] = []
        var unknown: [String] = []
        for key in keys {
            if let event = try DevEventLookup.find(key, in: saved) {
                matches.append(event)
            } else {
                unknown.append(key)
            }
        }
        guard unknown.isEmpty else { throw Self.notFound(unknown, of: keys, onPage: false) }
        for event in matches {
            if try favorites.remove(id: event.id) {
                runtime.diagnostics.note("removed \(event.id): \(event.title)")
            }
        }
        return Report()
    }

    /// One line naming every key of `keys` that matched nothing; nothing was changed.
    private static func notFound(_ unknown: [String], of keys: [String], onPage: Bool) -> CLIError {
        let quoted = unknown.map { "'\($0)'" }.joined(separator: ", ")
        let noun = unknown.count == 1 ? "id or link" : "ids or links"
        let unchanged = keys.count > 1 ? "; nothing was changed" : ""
        return onPage
            ? CLIError("no event with \(noun) \(quoted) on the page\(unchanged); 'devevents list --all' shows every id")
            : CLIError("no saved event with \(noun) \(quoted)\(unchanged); 'devevents list --favorites' shows them")
    }
}
