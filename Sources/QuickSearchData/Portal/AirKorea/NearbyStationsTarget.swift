import Foundation
import QuickSearchDomain

/// A measuring station near a point, as `getNearbyMsrstnList` lists it.
public struct NearbyStation: Sendable, Hashable {
    public var name: String
    /// Distance from the point, km.
    public var distance: Double
}

/// `MsrstnInfoInqireSvc/getNearbyMsrstnList`: the stations nearest a TM point, nearest first.
/// Stations do not move: cached for a day.
public struct NearbyStationsTarget: AirKoreaTarget {
    public typealias Output = [NearbyStation]

    public let point: PlaneCoordinate

    public var operation: String { "MsrstnInfoInqireSvc/getNearbyMsrstnList" }
    /// The point to the metre, so that a place's cache key does not vary in the last digits.
    public var parameters: [(name: String, value: String)] {
        [("tmX", DecimalText.fixed(point.x, places: 0)), ("tmY", DecimalText.fixed(point.y, places: 0))]
    }
    public var cacheLifetime: Duration? { .seconds(24 * 3600) }
    /// The readings of the stations found wait on it.
    public var isLookup: Bool { true }

    /// The stations with a name and a sane distance, nearest first.
    public func output(from envelope: PortalEnvelope<Item>) -> Decoded<[NearbyStation]> {
        let stations = envelope.items.compactMap { item -> NearbyStation? in
            let name = AirKoreaValue.plain(item[.stationName], limit: 40)
            guard !name.isEmpty, let text = item[.tm],
                let distance = AirKoreaValue.number(text.trimmingSpaces(), range: 0...1000)
            else { return nil }
            return NearbyStation(name: name, distance: distance)
        }
        return Decoded(stations.sorted { $0.distance < $1.distance }, isCacheable: true)
    }

    /// One listed station.
    public typealias Item = PortalRecord<Field>

    /// The fields of a station that are read (`tm`, its distance, is sometimes a number).
    public enum Field: String, PortalField {
        case stationName, tm
    }
}
