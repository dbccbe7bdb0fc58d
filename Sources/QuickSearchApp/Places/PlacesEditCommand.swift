import CommandKit
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

    static let place = Argument<String>("place", help: "The saved place's name or number.").completing(.stored(.places))
    static let position = Argument<String>("position", help: "Its new number, from 1 to the number of saved places.")
    static let newName = Argument<String>("name", help: "The new name (at most 40 characters, not a number).")

    init(_ parsed: ParsedCommand, change kind: Kind) throws {
        let text = parsed[Self.place]
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw parsed.usageError(
                "the place is empty; give its name or its number in 'qsearch places list'",
                kind: .missingArgument
            )
        }
        reference = PlaceReference(parsing: text)
        switch kind {
        case .move:
            let target = parsed[Self.position]
            guard case .position(let position) = PlaceReference(parsing: target) else {
                throw parsed.usageError(
                    "the new position '\(target)' is not a number from 1; give one, like 'qsearch places mv 강남역 1'"
                )
            }
            change = .move(to: position)
        case .rename:
            change = .rename(to: parsed[Self.newName])
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
        case .move(let position):
            let place = try PlacesCommand.editing { try store.movePlace(reference, to: position) }
            context.note("moved \(place.name) to #\(position)")
        case .rename(let newName):
            let saved = try PlacesCommand.editing { try store.renamePlace(reference, to: newName) }
            context.note("renamed to \(saved)")
        }
        return .success
    }
}
