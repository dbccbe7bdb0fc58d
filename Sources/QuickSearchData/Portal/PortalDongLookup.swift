import Foundation
import QuickSearchDomain

/// Place look-up by dong name through the portal's `getTMStdrCrdnt` (for users without a Kakao
/// key): `혜화동`, or `종로구 혜화동` where the words before the dong narrow its address.
public struct PortalDongLookup: PlaceLookup {
    /// The longest query sent.
    public static let maximumQueryLength = 60

    public let client: UpstreamClient

    public init(client: UpstreamClient) {
        self.client = client
    }

    public var name: String { "data.go.kr" }

    /// The dongs named by the query's last word whose address holds every other word; the
    /// portal's `NO_DATA` is no candidate, not a failure.
    public func candidates(for query: String, deadline: ContinuousClock.Instant?) async throws -> [PlaceCandidate] {
        let words = PlainText.collapsingWhitespace(String(query.prefix(Self.maximumQueryLength))).split(separator: " ")
            .map(String.init)
        guard let dong = words.last else { return [] }
        let candidates: [PlaceCandidate]
        do {
            candidates = try await client.fetch(DongCoordinatesTarget(dongName: dong), deadline: deadline).value
        } catch {
            guard error.kind == .noData else { throw error }
            return []
        }
        let narrowing = words.dropLast()
        return candidates.filter { candidate in
            narrowing.allSatisfy { candidate.address.contains($0) }
        }
    }
}
