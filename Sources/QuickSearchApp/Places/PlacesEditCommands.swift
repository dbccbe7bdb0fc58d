import CommandKit
import QuickSearchDomain

/// `qsearch places rm PLACE`: forgets a saved place; the places after it move up.
struct PlacesRemoveCommand: Command {
    static let about = CommandAbout(
        name: "rm",
        abstract: "Forget a saved place; the places after it move up.",
        examples: ["qsearch places rm 혜화동", "qsearch places rm 2"]
    )

    @Argument(
        "place",
        help: "The saved place's name, or its number in 'places list' (2 or #2).",
        completion: .stored(.places)
    )
    var place: String

    func validate() throws {
        _ = try PlaceEditArguments.reference(place)
    }

    func run(_ runtime: Runtime) async throws -> Report {
        try PlacesService(runtime: runtime).remove(try PlaceEditArguments.reference(place))
    }
}

/// `qsearch places mv PLACE POSITION`: moves a saved place; the places between shift.
struct PlacesMoveCommand: Command {
    static let about = CommandAbout(
        name: "mv",
        abstract: "Move a saved place to another position in the list.",
        examples: ["qsearch places mv 강남역 1", "qsearch places mv 3 1"]
    )

    @Argument(PlaceEditArguments.place) var place: String
    @Argument("position", help: "Its new number, from 1 to the number of saved places.")
    var position: String

    /// The new position, from 1.
    var target: Int {
        get throws {
            guard case .position(let target) = PlaceReference(parsing: position) else {
                throw ValidationError(
                    "the new position '\(position)' is not a number from 1; give one, like 'qsearch places mv 강남역 1'"
                )
            }
            return target
        }
    }

    func validate() throws {
        _ = try PlaceEditArguments.reference(place)
        _ = try target
    }

    func run(_ runtime: Runtime) async throws -> Report {
        try PlacesService(runtime: runtime).move(try PlaceEditArguments.reference(place), to: try target)
    }
}

/// `qsearch places rename PLACE NAME`: gives a saved place another name.
struct PlacesRenameCommand: Command {
    static let about = CommandAbout(
        name: "rename",
        abstract: "Give a saved place another name.",
        examples: ["qsearch places rename 혜화동 집"]
    )

    @Argument(PlaceEditArguments.place) var place: String
    @Argument("name", help: "The new name (at most 40 characters, not a number).") var newName: String

    func validate() throws {
        _ = try PlaceEditArguments.reference(place)
    }

    func run(_ runtime: Runtime) async throws -> Report {
        try PlacesService(runtime: runtime).rename(try PlaceEditArguments.reference(place), to: newName)
    }
}

/// The PLACE argument of `places mv` and `places rename`, and how every edit reads it.
enum PlaceEditArguments {
    /// `PLACE` of `mv` and `rename`.
    static let place = Argument<String>(
        "place",
        help: "The saved place's name or number.",
        completion: .stored(.places)
    )

    /// The saved place `text` names: a name, or a number (`2`, `#2`).
    ///
    /// - Throws: `ValidationError` (exit 64) when it is empty.
    static func reference(_ text: String) throws -> PlaceReference {
        guard !text.trimmingSpaces().isEmpty else {
            throw ValidationError(
                "the place is empty; give its name or its number in 'qsearch places list'",
                kind: .missingArgument
            )
        }
        return PlaceReference(parsing: text)
    }
}
