import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// The work of `qsearch places …`: look-ups over the run's client and cache, and changes to the
/// saved list (each one transaction; a refused change changes nothing, exit 64).
struct PlacesService {
    let runtime: Runtime

    /// The candidates in Korea `query` finds, numbered as `--pick` takes them.
    func search(_ query: String, lookup: PlaceLookupOptions) async throws -> Report {
        let candidates = try await resolver(refresh: lookup.refresh)
            .lookUp(query, deadline: runtime.deadline(seconds: lookup.timeout))
        let records = candidates.enumerated().map { PlaceCandidateRecord(number: $0.offset + 1, candidate: $0.element) }
        return Report(
            output: ReportOutput(
                document: PlaceSearchDocument(query: query, candidates: records),
                records: records,
                human: PlaceCandidatesView(candidates: candidates)
            ),
            notes: candidates.isEmpty
                ? forPeople("no place in Korea matches '\(query)'\(LatinPlaceName.readAs(query))") : []
        )
    }

    /// Saves `point` as `name`, with its administrative region when Kakao Local tells it.
    ///
    /// - Throws: `CLIError` (exit 64) when the name is taken or the point lies outside Korea.
    func add(named name: String, at point: GeoCoordinate, lookup: PlaceLookupOptions) async throws -> Report {
        let adding = try Adding(named: name, service: self, lookup: lookup)
        if case .outsideKorea(let point) = PlaceResolver.resolve(point: point) {
            throw CLIError(
                "\(PlacesCommand.coordinateText(point)) lies outside Korea, where no readings or forecasts exist; give a point in Korea",
                exitCode: .usage
            )
        }
        let region = await adding.region(at: point)
        return try adding.save(
            Place(
                name: name,
                coordinate: point,
                address: region?.address,
                regionCode: region?.code,
                addedAt: runtime.now()
            )
        )
    }

    /// Looks `query` up and saves the one candidate found, or `pick`'s of several, as `name`.
    ///
    /// - Throws: `CLIError` (exit 64) when the name is taken, nothing in Korea matches, `pick`
    ///   is out of range, or several match without `pick` (listed first, on standard error).
    func add(named name: String, lookingUp query: String, pick: Int?, lookup: PlaceLookupOptions) async throws -> Report
    {
        let adding = try Adding(named: name, service: self, lookup: lookup)
        var candidate = try await adding.candidate(for: query, pick: pick)
        if candidate.regionCode == nil {
            candidate.regionCode = await adding.region(at: candidate.coordinate)?.code
        }
        return try adding.save(candidate.saved(as: name, at: runtime.now()))
    }

    /// The saved places in order.
    func list() throws -> Report {
        let places = try runtime.services.storeForReading().places()
        let records = places.enumerated().map { PlaceRecord(position: $0.offset + 1, place: $0.element) }
        return Report(
            output: ReportOutput(
                document: PlaceListDocument(places: records),
                records: records,
                human: SavedPlacesView(places: places, now: runtime.now())
            ),
            notes: places.isEmpty ? forPeople("no places saved yet; add one with 'qsearch places add 혜화동'") : []
        )
    }

    /// Forgets the place `reference` names.
    func remove(_ reference: PlaceReference) throws -> Report {
        let place = try Self.editing { try runtime.services.store().removePlace(reference) }
        return Report(notes: ["removed \(place.name)"])
    }

    /// Moves the place `reference` names to `position`.
    func move(_ reference: PlaceReference, to position: Int) throws -> Report {
        let place = try Self.editing { try runtime.services.store().movePlace(reference, to: position) }
        return Report(notes: ["moved \(place.name) to #\(position)"])
    }

    /// Renames the place `reference` names.
    func rename(_ reference: PlaceReference, to newName: String) throws -> Report {
        let saved = try Self.editing { try runtime.services.store().renamePlace(reference, to: newName) }
        return Report(notes: ["renamed to \(saved)"])
    }

    /// The resolver with every look-up the environment (config file included) has keys for,
    /// over the run's client and cache.
    private func resolver(refresh: Bool) -> PlaceResolver {
        PlaceResolver(
            lookups: PlaceResolver.lookups(
                client: runtime.services.client(),
                environment: runtime.environment,
                refresh: refresh
            )
        )
    }

    /// `note` for people only: a JSON document already says that nothing was found.
    private func forPeople(_ note: String) -> [String] {
        runtime.outputFormat == .human ? [note] : []
    }

    /// Runs `body`, turning a refused change to the list into a usage error that says what to do.
    private static func editing<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let error as PlaceListError {
            throw PlacesCommand.usageError(error)
        }
    }

    /// One `places add`: its resolver, deadline and store, once the name is known to be free.
    private struct Adding {
        let name: String
        let runtime: Runtime
        let resolver: PlaceResolver
        let deadline: ContinuousClock.Instant
        let store: QuickSearchStore

        /// - Throws: `CLIError` (exit 64) when a place called `name` is already saved.
        init(named name: String, service: PlacesService, lookup: PlaceLookupOptions) throws {
            self.name = name
            runtime = service.runtime
            resolver = service.resolver(refresh: lookup.refresh)
            deadline = runtime.deadline(seconds: lookup.timeout)
            store = try runtime.services.store()
            if try store.places().contains(where: { $0.name == name }) {
                throw PlacesCommand.usageError(
                    PlaceListError(.duplicateName, "a place called '\(name)' is already saved")
                )
            }
        }

        /// The one candidate the look-up gives, or `pick`'s of several.
        func candidate(for query: String, pick: Int?) async throws -> PlaceCandidate {
            let candidates = try await resolver.lookUp(query, deadline: deadline)
            if candidates.isEmpty {
                throw CLIError(
                    "no place in Korea matches '\(query)'\(LatinPlaceName.readAs(query)); try a dong or district name or a full address, or give --at LAT,LON",
                    exitCode: .usage
                )
            }
            if let pick {
                guard candidates.indices.contains(pick - 1) else {
                    let count = candidates.count
                    throw CLIError(
                        "--pick \(pick) is more than the \(count) candidate\(count == 1 ? "" : "s") for '\(query)'; 'qsearch places search \(query)' lists them",
                        exitCode: .usage
                    )
                }
                return candidates[pick - 1]
            }
            guard candidates.count == 1 else {
                runtime.diagnostics.note("'\(TextSanitizer.singleLine(query))' matches \(candidates.count) places:")
                PlaceTables.candidateNotes(candidates).forEach(runtime.diagnostics.note)
                throw CLIError(
                    "'\(query)' matches \(candidates.count) places; be more specific, or add --pick N",
                    exitCode: .usage
                )
            }
            return candidates[0]
        }

        /// The administrative region holding `point` (code and full name) from Kakao Local when
        /// its key is set; nil without it, or when that fails (a warning: the place is saved without).
        func region(at point: GeoCoordinate) async -> AdministrativeRegion? {
            guard let kakao = resolver.lookups.lazy.compactMap({ $0 as? KakaoLocalLookup }).first else { return nil }
            do {
                return try await kakao.region(at: point, deadline: deadline)
            } catch {
                runtime.diagnostics.warning(
                    "saved without its region code (used for the UV index): \(runtime.describe(error).message)"
                )
                return nil
            }
        }

        /// Saves `place` at the end of the list and says where.
        func save(_ place: Place) throws -> Report {
            let position = try PlacesService.editing { try store.addPlace(place) }
            let address = place.address.map { ": \($0)" } ?? ""
            return Report(
                notes: ["saved #\(position) \(name)\(address) (\(PlacesCommand.coordinateText(place.coordinate)))"]
            )
        }
    }
}
