import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// `qsearch places add NAME [--at LAT,LON] [--pick N] [--as NAME]`: resolves a place in Korea
/// and saves it at the end of the list. Never guesses: several candidates without `--pick`
/// are listed and nothing is saved.
struct PlacesAddCommand: RunnableCommand {
    let query: String
    /// The name it is saved under: `--as`, else the query.
    let name: String
    let point: GeoCoordinate?
    let pick: Int?
    let refresh: Bool
    /// `--timeout`, else `QSEARCH_TIMEOUT`, else 30 s.
    let timeoutSeconds: Double

    static let spec = CommandSpec(
        name: "add",
        abstract: "Look a place up and save it at the end of the list (the name is what you typed, or --as).",
        examples: [
            "qsearch places add 혜화동", "qsearch places add 광주 --pick 2 --as 경기광주",
            "qsearch places add 강남역 --at 37.4979,127.0276",
        ],
        options: [at, pick, savedName] + PlacesCommand.lookupOptions,
        positionals: [lookedUp]
    )

    static let lookedUp = Argument<[String]>(
        "name",
        help: "What to look up (혜화동, 경기도 광주시, 강남역); also the saved name unless --as is given."
    )
    static let at = Option<String?>(
        "at",
        valueName: "lat,lon",
        help: "Save this point (in Korea) instead of looking the name up.",
        example: "37.5665,126.9780"
    )
    static let pick = Option<Int?>(
        "pick",
        help: "Take candidate N of several (as 'places search' numbers them).",
        range: 1...99,
        example: "2"
    )
    .conflicting(with: "at")
    static let savedName = Option<String?>(
        "as",
        valueName: "name",
        help: "Save it under this name instead (at most 40 characters, not a number).",
        example: "집"
    )

    init(_ parsed: ParsedCommand, context: CommandContext) throws {
        query = try PlacesSearchCommand.query(parsed, Self.lookedUp)
        let wanted = try parsed[Self.savedName] ?? query
        do {
            name = try PlaceName.validated(wanted)
        } catch {
            throw parsed.usageError(
                "\(error.message); choose a name of 1-\(PlaceName.maximumLength) characters that is not a number (--as NAME)"
            )
        }
        if let text = try parsed[Self.at] {
            guard let point = GeoCoordinate(parsing: text) else {
                throw parsed.usageError("--at needs latitude and longitude in degrees, like --at 37.5665,126.9780")
            }
            self.point = point
        } else {
            point = nil
        }
        pick = try parsed[Self.pick]
        refresh = parsed[PlacesCommand.refresh]
        timeoutSeconds = try parsed[PlacesCommand.timeout]
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        let (resolver, services) = try PlacesCommand.resolver(context: context, refresh: refresh)
        let deadline = PlacesCommand.deadline(seconds: timeoutSeconds)
        let store = try services.store()
        if try store.places().contains(where: { $0.name == name }) {
            throw PlacesCommand.usageError(PlaceListError(.duplicateName, "a place called '\(name)' is already saved"))
        }
        let place: Place
        if let point {
            if case .outsideKorea(let point) = PlaceResolver.resolve(point: point) {
                throw CLIError(
                    "\(PlacesCommand.coordinateText(point)) lies outside Korea, where no readings or forecasts exist; give a point in Korea",
                    exitCode: .usage
                )
            }
            let region = await region(at: point, resolver: resolver, deadline: deadline, context: context)
            place = Place(
                name: name,
                coordinate: point,
                address: region?.address,
                regionCode: region?.code,
                addedAt: context.now()
            )
        } else {
            var candidate = try await chosen(resolver: resolver, deadline: deadline, context: context)
            if candidate.regionCode == nil {
                candidate.regionCode = await region(
                    at: candidate.coordinate,
                    resolver: resolver,
                    deadline: deadline,
                    context: context
                )?.code
            }
            place = candidate.saved(as: name, at: context.now())
        }
        let position = try PlacesCommand.editing { try store.addPlace(place) }
        let address = place.address.map { ": \($0)" } ?? ""
        context.note("saved #\(position) \(name)\(address) (\(PlacesCommand.coordinateText(place.coordinate)))")
        return .success
    }

    /// The one candidate the look-up gives, or `--pick`'s of several.
    private func chosen(
        resolver: PlaceResolver,
        deadline: ContinuousClock.Instant,
        context: CommandContext
    ) async throws -> PlaceCandidate {
        let candidates = try await resolver.lookUp(query, deadline: deadline)
        if candidates.isEmpty {
            throw CLIError(
                "no place in Korea matches '\(query)'; try a dong or district name or a full address, or give --at LAT,LON",
                exitCode: .usage
            )
        }
        if let pick {
            guard candidates.indices.contains(pick - 1) else { throw pickOutOfRange(count: candidates.count) }
            return candidates[pick - 1]
        }
        guard candidates.count == 1 else {
            context.stderr.write("'\(TextSanitizer.singleLine(query))' matches \(candidates.count) places:\n")
            context.stderr.write(
                PlaceTables.candidateNotes(candidates).map { TextSanitizer.singleLine($0) + "\n" }.joined()
            )
            throw CLIError(
                "'\(query)' matches \(candidates.count) places; be more specific, or add --pick N",
                exitCode: .usage
            )
        }
        return candidates[0]
    }

    private func pickOutOfRange(count: Int) -> CLIError {
        CLIError(
            "--pick \(pick ?? 0) is more than the \(count) candidate\(count == 1 ? "" : "s") for '\(query)'; 'qsearch places search \(query)' lists them",
            exitCode: .usage
        )
    }

    /// The administrative region holding `point` (code and full name) from Kakao Local when its
    /// key is set; nil without it, or when that fails (a warning: the place is saved without).
    private func region(
        at point: GeoCoordinate,
        resolver: PlaceResolver,
        deadline: ContinuousClock.Instant,
        context: CommandContext
    ) async -> AdministrativeRegion? {
        guard let kakao = resolver.lookups.lazy.compactMap({ $0 as? KakaoLocalLookup }).first else { return nil }
        do {
            return try await kakao.region(at: point, deadline: deadline)
        } catch {
            context.warn(
                "qsearch",
                "saved without its region code (used for the UV index): \(AppErrors.message(error).0)"
            )
            return nil
        }
    }
}
