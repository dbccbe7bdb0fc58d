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

    func select(_ argument: String?, pick: Int?, deadline: ContinuousClock.Instant?) async throws -> PlaceSelection {
        guard let argument else { return .places(saved) }
        let resolution: PlaceResolution
        do {
            resolution = try await resolver.resolve(argument, saved: saved, deadline: deadline)
        } catch let error as PlaceListError {
            throw PlacesCommand.usageError(error)
        }
        switch resolution {
        case .saved(let place, _):
            if pick != nil {
                throw CLIError(
                    "'\(TextSanitizer.singleLine(argument))' is a saved place, which --pick does not choose among; leave out --pick",
                    exitCode: .usage
                )
            }
            return .places([place])
        case .found(let candidate):
            if let pick, pick != 1 { throw PlaceSelection.pickBeyond(pick, count: 1, name: argument) }
            return .places([candidate.saved(as: argument, at: now())])
        case .ambiguous(let candidates):
            guard let pick else { return .ambiguous(candidates) }
            guard candidates.indices.contains(pick - 1) else {
                throw PlaceSelection.pickBeyond(pick, count: candidates.count, name: argument)
            }
            return .places([candidates[pick - 1].saved(as: argument, at: now())])
        case .notFound, .outsideKorea:
            return .places([])
        }
    }
}
