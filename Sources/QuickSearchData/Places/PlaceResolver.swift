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

    /// The look-ups `environment` has keys for, in the order they are tried: Kakao Local
    /// (addresses, then keywords), then the portal's dong names.
    public static func lookups(
        client: UpstreamClient,
        environment: Environment,
        refresh: Bool = false
    ) -> [any PlaceLookup] {
        var lookups: [any PlaceLookup] = []
        if KakaoLocalLookup.isConfigured(in: environment) {
            lookups.append(KakaoLocalLookup(client: client, refresh: refresh))
        }
        if environment.missingCredentials(for: .dataGoKr).isEmpty {
            lookups.append(PortalDongLookup(client: client))
        }
        return lookups
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
    /// A failing look-up does not hide a later one's candidates; when none has any and one
    /// failed, the first failure is thrown (a failed look-up is no proof that nothing exists).
    ///
    /// - Throws: `ConfigurationError` when there is no look-up at all (no key set).
    public func lookUp(_ query: String, deadline: ContinuousClock.Instant?) async throws -> [PlaceCandidate] {
        guard !lookups.isEmpty else {
            throw ConfigurationError(
                variables: ["KAKAO_REST_API_KEY", "DATA_GO_KR_SERVICE_KEY"],
                message:
                    "no place look-up is configured: set KAKAO_REST_API_KEY (addresses and places) or DATA_GO_KR_SERVICE_KEY (dong names) to find '\(PlainText.excerpt(query, limit: 60))', or give coordinates with --at LAT,LON"
            )
        }
        var firstFailure: (any Error)?
        for lookup in lookups {
            do {
                var seen = Set<PlaceCandidate>()
                let candidates = try await lookup.candidates(for: query, deadline: deadline)
                    .filter { $0.coordinate.isInKorea && seen.insert($0).inserted }
                if !candidates.isEmpty { return candidates }
            } catch {
                firstFailure = firstFailure ?? error
            }
        }
        if let firstFailure { throw firstFailure }
        return []
    }
}
