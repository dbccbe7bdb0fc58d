import Foundation
import QuickSearchData
import QuickSearchDomain

/// `qsearch places rm PLACE`, `places mv PLACE POSITION` and `places rename PLACE NAME`: changes
/// to the saved list, each one transaction; a refused change changes nothing (exit 64).
struct PlacesEditCommand: Runnable {
    /// One change to the list.
    enum Change: Sendable {
        case remove
        case move(to: Int)
        case rename(to: String)
    }

    /// Which command was run: `rm`, `mv` or `rename`.
    enum Kind: Sendable {
        case remove, move, rename
    }

    let reference: PlaceReference
    let change: Change

    init(_ parsed: ParsedCommand, change kind: Kind) throws {
        let text = parsed.positional("place") ?? ""
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw parsed.usageError("the place is empty; give its name or its number in 'qsearch places list'", kind: .missingArgument)
        }
        reference = PlaceReference(parsing: text)
        switch kind {
        case .move:
            let target = parsed.positional("position") ?? ""
            guard case let .position(position) = PlaceReference(parsing: target) else {
                throw parsed.usageError("the new position '\(target)' is not a number from 1; give one, like 'qsearch places mv 강남역 1'")
            }
            change = .move(to: position)
        case .rename:
            change = .rename(to: parsed.positional("name") ?? "")
        case .remove:
            change = .remove
        }
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        let store = try Services(context: context, program: "qsearch").store()
        switch change {
        case .remove:
            let place = try PlacesCommand.editing { try store.removePlace(reference) }
            context.note("removed \(place.name)")
        case let .move(position):
            let place = try PlacesCommand.editing { try store.movePlace(reference, to: position) }
            context.note("moved \(place.name) to #\(position)")
        case let .rename(newName):
            let saved = try PlacesCommand.editing { try store.renamePlace(reference, to: newName) }
            context.note("renamed to \(saved)")
        }
        return .success
    }
}
