import CommandKit
import Foundation
import QuickSearchDomain

/// The place arguments `qsearch dust` and `qsearch weather` share, checked the same way: an
/// optional PLACE (a saved name or number, or a place to look up) and `--at LAT,LON`.
enum PlaceArguments {
    /// The longest PLACE accepted, in Unicode code points.
    static let maximumPlaceLength = 100

    /// The PLACE given, trimmed; nil when not given.
    ///
    /// - Parameter command: the subcommand, for the example in the error (`dust`).
    static func place(_ given: String?, command: String) throws -> String? {
        guard let place = given.map({ $0.trimmingSpacesAndNewlines() }) else { return nil }
        guard !place.isEmpty else {
            throw ValidationError(
                "the place is empty; name a saved place or a place in Korea, e.g. qsearch \(command) 혜화동",
                kind: .missingArgument
            )
        }
        guard place.unicodeScalars.count <= maximumPlaceLength else {
            throw ValidationError(
                "the place name is \(place.unicodeScalars.count) Unicode code points long; at most \(maximumPlaceLength) are accepted"
            )
        }
        return place
    }

    /// `--pick N` of `dust` and `weather`: one of the places a looked-up PLACE answers to.
    static let pick = Option<Int?>(
        "pick",
        help: "Take place N of several that PLACE answers to (as 'places search' numbers them).",
        range: 1...99,
        example: "2",
        conflicts: ["at"]
    )

    /// `--pick` without a PLACE to pick among (exit 64).
    static func checkPick(_ pick: Int?, place: String?, command: String) throws {
        guard pick != nil, place == nil else { return }
        throw ValidationError(
            "--pick chooses among the places a name answers to; give the name, e.g. qsearch \(command) 광주 --pick 2"
        )
    }

    /// `PLACE` of `dust` and `weather`.
    static let place = Argument<String?>(
        "place",
        help: "A saved place's name or number, or a place to look up (default: every saved place)."
    )
    .completing(.stored(.places))

    /// `--at` of `dust` and `weather`, with `example` in error hints.
    static func at(example: String) -> Option<String?> {
        Option(
            "at",
            valueName: "lat,lon",
            help: "Report on this point in Korea instead of a place (named PLACE when given).",
            example: example
        )
        .numericValue()
    }

    /// The `--at` point, which must lie in Korea; nil when not given.
    ///
    /// - Parameter coverage: what the upstream covers, for the error (`AirKorea measures only
    ///   in South Korea`).
    static func point(_ text: String?, coverage: String) throws -> GeoCoordinate? {
        guard let text else { return nil }
        guard let coordinate = GeoCoordinate(parsing: text) else {
            throw ValidationError("--at must be LAT,LON in decimal degrees, e.g. --at 37.5665,126.9780, got '\(text)'")
        }
        guard coordinate.isInKorea else {
            throw ValidationError(
                "--at \(text) is outside Korea; \(coverage) (latitude 33.0 to 38.7, longitude 124.5 to 132.0)"
            )
        }
        return coordinate
    }

    /// The name a report for a point carries: PLACE when given, else the coordinates.
    static func name(of point: GeoCoordinate, place: String?) -> String {
        place ?? "\(point.latitude),\(point.longitude)"
    }
}

extension PlaceArguments {
    /// `PLACE…` of `alerts` and `brief`: any number of places.
    static let places = Argument<[String]>(
        "place",
        help: "Saved places' names or numbers, or places to look up (default: every saved place).",
        required: false
    )
    .completing(.stored(.places))

    /// The places `names` select, in order, each once (every saved place when none is named):
    /// the names resolved at once.
    ///
    /// - Throws: the first error in the names' order: `CLIError` (exit 64) for none saved or a
    ///   name matching nothing or several places, `ValidationError` for an empty or long name.
    static func select(
        _ names: [String],
        command: String,
        runtime: Runtime,
        deadline: ContinuousClock.Instant
    )
        async throws -> [Place]
    {
        let checked = try names.map { try place($0, command: command) ?? "" }
        guard !checked.isEmpty else { return try await runtime.places().places(nil, deadline: deadline) }
        let selecting = try runtime.places()
        let found = await PlaceOutcomes.gather(checked) { name in
            try await selecting.places(name, deadline: deadline)
        }
        var places: [Place] = []
        for outcome in found {
            for place in try outcome.get() where !places.contains(where: { $0.name == place.name }) {
                places.append(place)
            }
        }
        return places
    }
}
