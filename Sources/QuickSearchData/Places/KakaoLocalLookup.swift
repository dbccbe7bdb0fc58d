import Foundation
import QuickSearchDomain

/// Place look-up by Kakao Local: an address search first (dong, district and street names,
/// full addresses), a keyword search (stations, buildings) when it finds nothing. Only places in
/// Korea are returned. Needs `KAKAO_REST_API_KEY`.
public struct KakaoLocalLookup: PlaceLookup {
    /// How long look-ups and region codes are cached, in days: places do not move.
    public static let cacheDays = 30

    public let client: UpstreamClient
    /// Ask Kakao again even when a cached answer is fresh.
    public let refresh: Bool

    public init(client: UpstreamClient, refresh: Bool = false) {
        self.client = client
        self.refresh = refresh
    }

    public var name: String { "kakao-local" }

    /// Whether `environment` holds the key this look-up needs.
    public static func isConfigured(in environment: Environment) -> Bool {
        environment.missingCredentials(for: .kakao).isEmpty
    }

    public func candidates(for query: String, deadline: ContinuousClock.Instant?) async throws -> [PlaceCandidate] {
        let addresses = try await client.fetch(
            KakaoLocalSearchTarget<KakaoAddressDocument>(query: query),
            refresh: refresh,
            deadline: deadline
        ).value
        if !addresses.isEmpty { return addresses }
        return try await client.fetch(
            KakaoLocalSearchTarget<KakaoKeywordDocument>(query: query),
            refresh: refresh,
            deadline: deadline
        ).value
    }

    /// The administrative region holding `point` (its `H` code and full name), or nil when Kakao
    /// names none.
    public func region(
        at point: GeoCoordinate,
        deadline: ContinuousClock.Instant?
    ) async throws -> AdministrativeRegion? {
        try await client.fetch(KakaoRegionCodeTarget(point: point), refresh: refresh, deadline: deadline).value
    }
}
