import QuickSearchDomain
import Synchronization

@testable import QuickSearchData

/// A look-up for the resolver's tests: answers from a table, or fails, and records what it
/// was asked.
final class RecordingLookup: PlaceLookup {
    let name: String
    let table: [String: [PlaceCandidate]]
    let failure: SourceFailure?
    private let asked = Mutex<[String]>([])

    init(_ name: String, _ table: [String: [PlaceCandidate]], failure: SourceFailure? = nil) {
        self.name = name
        self.table = table
        self.failure = failure
    }

    /// The queries asked so far, in order.
    var queries: [String] { asked.withLock { $0 } }

    func candidates(for query: String, deadline: ContinuousClock.Instant?) async throws -> [PlaceCandidate] {
        asked.withLock { $0.append(query) }
        if let failure { throw failure }
        return table[query] ?? []
    }

    /// A candidate named by the last word of `address`, at a point known to be valid.
    static func candidate(_ address: String, _ latitude: Double, _ longitude: Double) -> PlaceCandidate {
        PlaceCandidate(
            name: String(address.split(separator: " ").last!),
            address: address,
            coordinate: GeoCoordinate(latitude: latitude, longitude: longitude)!
        )
    }
}
