import Foundation
import QuickSearchDomain

/// `MsrstnInfoInqireSvc/getTMStdrCrdnt`: the dongs (`umdName`) of a name with their TM points,
/// as place candidates in Korea. Dongs do not move: cached for a year.
public struct DongCoordinatesTarget: AirKoreaTarget {
    public typealias Output = [PlaceCandidate]

    public let dongName: String

    public var operation: String { "MsrstnInfoInqireSvc/getTMStdrCrdnt" }
    public var parameters: [(name: String, value: String)] { [("umdName", dongName)] }
    public var rowsAsked: Int? { 100 }
    /// The nearest stations, then their readings, wait on it.
    public var isLookup: Bool { true }
    public var cacheLifetime: Duration? { .seconds(365 * 24 * 3600) }

    /// Candidates named by the dong, addressed `<sido> <sgg> <umd>`, at the point the TM
    /// coordinates stand for; rows without a sane point in Korea are left out.
    public func output(from envelope: PortalEnvelope<Item>) -> Decoded<[PlaceCandidate]> {
        let candidates = envelope.items.prefix(100).compactMap { item -> PlaceCandidate? in
            let dong = AirKoreaValue.plain(item[.umdName], limit: 40)
            guard !dong.isEmpty,
                let x = AirKoreaValue.coordinate(item[.tmX], range: -200_000...800_000),
                let y = AirKoreaValue.coordinate(item[.tmY], range: -200_000...1_000_000),
                let coordinate = CentralBeltProjection.unproject(PlaneCoordinate(x: x, y: y)), coordinate.isInKorea
            else { return nil }
            let address = [item[.sidoName], item[.sggName], item[.umdName]]
                .map { AirKoreaValue.plain($0, limit: 40) }
                .filter { !$0.isEmpty }
                .joined(separator: " ")
            return PlaceCandidate(name: dong, address: address, coordinate: coordinate)
        }
        return Decoded(candidates, isCacheable: true)
    }

    /// One dong.
    public typealias Item = PortalRecord<Field>

    /// The fields of a dong that are read.
    public enum Field: String, PortalField {
        case sidoName, sggName, umdName, tmX, tmY
    }
}
