import QuickSearchData
import QuickSearchDomain

/// The places of a real `qsearch dust` run: the saved list, and names resolved on the fly by
/// the configured look-ups (Kakao Local, then the portal's dong names).
struct SavedDustPlaces: DustPlaces {
    let saved: [Place]
    let resolver: PlaceResolver

    func select(_ argument: String?, deadline: ContinuousClock.Instant?) async throws -> DustPlaceSelection {
        guard let argument else {
            return .places(saved.map { DustTarget(name: $0.name, coordinate: $0.coordinate) })
        }
        let resolution: PlaceResolution
        do {
            resolution = try await resolver.resolve(argument, saved: saved, deadline: deadline)
        } catch let error as PlaceListError {
            throw PlacesCommand.usageError(error)
        }
        switch resolution {
        case let .saved(place, _):
            return .places([DustTarget(name: place.name, coordinate: place.coordinate)])
        case let .found(candidate):
            return .places([DustTarget(name: argument, coordinate: candidate.coordinate)])
        case let .ambiguous(candidates):
            return .ambiguous(candidates)
        case .notFound, .outsideKorea:
            return .places([])
        }
    }
}
