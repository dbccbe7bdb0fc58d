import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// The places of a real `qsearch dust` or `qsearch weather` run: the saved list, and names
/// resolved on the fly by the configured look-ups (Kakao Local, then the portal's dong names).
struct SavedPlaces: PlaceSelecting {
    let saved: [Place]
    let resolver: PlaceResolver
    /// When a place resolved on the fly counts as added (it is not saved).
    let now: @Sendable () -> Date

    func select(_ argument: String?, deadline: ContinuousClock.Instant?) async throws -> PlaceSelection {
        guard let argument else { return .places(saved) }
        let resolution: PlaceResolution
        do {
            resolution = try await resolver.resolve(argument, saved: saved, deadline: deadline)
        } catch let error as PlaceListError {
            throw PlacesCommand.usageError(error)
        }
        switch resolution {
        case .saved(let place, _):
            return .places([place])
        case .found(let candidate):
            return .places([candidate.saved(as: argument, at: now())])
        case .ambiguous(let candidates):
            return .ambiguous(candidates)
        case .notFound, .outsideKorea:
            return .places([])
        }
    }
}
