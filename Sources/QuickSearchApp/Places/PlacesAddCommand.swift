import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `qsearch places add NAME [--at LAT,LON] [--pick N] [--as NAME]`: resolves a place in Korea
/// and saves it at the end of the list. Never guesses: several candidates without `--pick`
/// are listed and nothing is saved.
struct PlacesAddCommand: Command {
    static let about = CommandAbout(
        name: "add",
        abstract: "Look a place up and save it at the end of the list (the name is what you typed, or --as).",
        examples: [
            "qsearch places add 혜화동", "qsearch places add 광주 --pick 2 --as 경기광주",
            "qsearch places add 강남역 --at 37.4979,127.0276",
        ]
    )

    @Option(
        "at",
        valueName: "lat,lon",
        help: "Save this point (in Korea) instead of looking the name up.",
        example: "37.5665,126.9780"
    )
    var at: String?
    @Option(
        "pick",
        help: "Take candidate N of several (as 'places search' numbers them).",
        range: 1...99,
        example: "2",
        conflicts: ["at"]
    )
    var pick: Int?
    @Option(
        "as",
        valueName: "name",
        help: "Save it under this name instead (at most 40 characters, not a number).",
        example: "집"
    )
    var savedName: String?
    @OptionGroup var lookup: PlaceLookupOptions
    @Argument("name", help: "What to look up (혜화동, 경기도 광주시, 강남역); also the saved name unless --as is given.")
    var words: [String]

    /// What to look up: the words as one line.
    var query: String {
        get throws { try PlaceQuery.text(words) }
    }

    /// The name it is saved under: `--as`, else the query.
    var name: String {
        get throws {
            let wanted = try savedName ?? query
            do {
                return try PlaceName.validated(wanted)
            } catch {
                throw ValidationError(
                    "\(error.message); choose a name of 1-\(PlaceName.maximumLength) characters that is not a number (--as NAME)"
                )
            }
        }
    }

    /// The `--at` point, anywhere on Earth (one outside Korea is refused when saving); nil when not given.
    var point: GeoCoordinate? {
        get throws {
            guard let at else { return nil }
            guard let point = GeoCoordinate(parsing: at) else {
                throw ValidationError("--at needs latitude and longitude in degrees, like --at 37.5665,126.9780")
            }
            return point
        }
    }

    func validate() throws {
        _ = try query
        _ = try name
        _ = try point
    }

    func run(_ runtime: Runtime) async throws -> Report {
        let service = PlacesService(runtime: runtime)
        if let point = try point {
            return try await service.add(named: try name, at: point, lookup: lookup)
        }
        return try await service.add(named: try name, lookingUp: try query, pick: pick, lookup: lookup)
    }
}
