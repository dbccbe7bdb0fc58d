import Foundation
import QuickSearchDomain

/// Turns what a user typed into a place: a saved place by name or position first, else the
/// look-ups in order (the first with candidates wins); a `--at` point needs no look-up.
public struct PlaceResolver: Sendable {
    /// The look-ups tried in order: Kakao Local when its key is set (then the portal's).
    public let lookups: [any PlaceLookup]

    public init(lookups: [any PlaceLookup]) {
        self.lookups = lookups
    }

    /// A kind of look-up: the upstream whose keys it needs, what it finds (for the message
    /// when no kind has its keys), and the look-up itself.
    struct Kind: Sendable {
        let upstream: Upstream
        let finds: String
        let make: @Sendable (_ client: UpstreamClient, _ refresh: Bool) -> any PlaceLookup
    }

    /// The kinds of look-up, in the order they are tried: Kakao Local (addresses, then
    /// keywords), then the portal's dong names.
    static let kinds = [
        Kind(upstream: .kakao, finds: "addresses and places") { KakaoLocalLookup(client: $0, refresh: $1) },
        Kind(upstream: .dataGoKr, finds: "dong names") { client, _ in PortalDongLookup(client: client) },
    ]

    /// The look-ups `environment` has keys for, in the order they are tried (see `kinds`).
    public static func lookups(
        client: UpstreamClient,
        environment: Environment,
        refresh: Bool = false
    ) -> [any PlaceLookup] {
        kinds.filter { environment.missingCredentials(for: $0.upstream).isEmpty }.map { $0.make(client, refresh) }
    }

    /// `text` as a saved place (`혜화동`, `2`, `#2`), else what the look-ups find.
    ///
    /// - Throws: `PlaceListError` for a position no saved place has; what `lookUp` throws.
    public func resolve(
        _ text: String,
        saved: [Place],
        deadline: ContinuousClock.Instant?
    ) async throws -> PlaceResolution {
        let reference = PlaceReference(parsing: text)
        if let index = reference.index(in: saved) {
            return .saved(saved[index], position: index + 1)
        }
        if case .position = reference {
            throw PlaceListError.unknown(reference, among: saved)
        }
        let candidates = try await lookUp(text, deadline: deadline)
        switch candidates.count {
        case 0: return .notFound
        case 1: return .found(candidates[0])
        default: return .ambiguous(candidates)
        }
    }

    /// A point given as coordinates: itself when it lies in Korea.
    public static func resolve(point: GeoCoordinate) -> PlaceResolution {
        guard point.isInKorea else { return .outsideKorea(point) }
        let text = "\(point.latitude),\(point.longitude)"
        return .found(PlaceCandidate(name: text, address: text, coordinate: point))
    }

    /// Every candidate in Korea for `query` from the first look-up that has any (best first,
    /// without repeats); empty when none has.
    ///
    /// A query in Latin letters (`Seoul`, `Gangnam-gu`: a `LatinPlaceName`) is first looked up
    /// by its Korean spellings, likeliest first: the first spelling a look-up has candidates
    /// for that are places of that name (`LatinPlaceName.matches`) gives them; then the query as
    /// typed, as any other query. A look-up that failed is not asked again in the same call.
    /// Any other query is asked as typed, once per look-up, as always.
    ///
    /// A failing look-up does not hide a later one's candidates; when none has any and one
    /// failed, the first failure is thrown (a failed look-up is no proof that nothing exists).
    ///
    /// - Throws: `ConfigurationError` when there is no look-up at all (no key set).
    public func lookUp(_ query: String, deadline: ContinuousClock.Instant?) async throws -> [PlaceCandidate] {
        guard !lookups.isEmpty else {
            let keys = Self.kinds.map {
                "\($0.upstream.authentication.requiredVariables.joined(separator: " and ")) (\($0.finds))"
            }
            throw ConfigurationError(
                variables: Self.kinds.flatMap(\.upstream.authentication.requiredVariables),
                message:
                    "no place look-up is configured: set \(keys.joined(separator: " or ")) to find '\(PlainText.excerpt(query, limit: 60))'",
                remedy: .givePoint
            )
        }
        var failures = LookupFailures()
        if let latin = LatinPlaceName(query) {
            for spelling in latin.spellings {
                let candidates = await firstCandidates(
                    for: spelling,
                    deadline: deadline,
                    failures: &failures,
                    accepting: latin.matches
                )
                if !candidates.isEmpty { return candidates }
            }
        }
        let candidates = await firstCandidates(for: query, deadline: deadline, failures: &failures) { _ in true }
        if !candidates.isEmpty { return candidates }
        if let first = failures.first { throw first }
        return []
    }

    /// The look-ups that failed during one `lookUp`, and the first failure.
    private struct LookupFailures {
        var failed = Set<Int>()
        var first: (any Error)?
    }

    /// The candidates in Korea (without repeats) that `accepting` takes, of the first look-up
    /// not in `failures` that has any for `query`; empty when none has. A look-up that throws
    /// joins `failures`.
    private func firstCandidates(
        for query: String,
        deadline: ContinuousClock.Instant?,
        failures: inout LookupFailures,
        accepting: (PlaceCandidate) -> Bool
    ) async -> [PlaceCandidate] {
        for (index, lookup) in lookups.enumerated() where !failures.failed.contains(index) {
            do {
                var seen = Set<PlaceCandidate>()
                let candidates = try await lookup.candidates(for: query, deadline: deadline)
                    .filter { $0.coordinate.isInKorea && accepting($0) && seen.insert($0).inserted }
                if !candidates.isEmpty { return candidates }
            } catch {
                failures.failed.insert(index)
                failures.first = failures.first ?? error
            }
        }
        return []
    }
}
