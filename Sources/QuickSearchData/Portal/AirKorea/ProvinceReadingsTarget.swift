import Foundation
import QuickSearchDomain

/// One station's latest readings in a province query.
public struct ProvinceStationReadings: Sendable, Hashable {
    /// The portal's short sido name (`서울`).
    public var province: String
    public var readings: StationReadings
}

/// `ArpltnInforInqireSvc/getCtprvnRltmMesureDnsty`: the latest readings of every station of a
/// sido, or of the whole country for `전국` (about 650 stations: one page of `maximumRows`).
/// Cached until the next hourly update is expected, like a station's readings.
public struct ProvinceReadingsTarget: AirKoreaTarget {
    public typealias Output = [ProvinceStationReadings]
    public typealias Item = AirKoreaReadingItem

    /// The most rows asked for in one page.
    public static let maximumRows = 1000

    /// `전국` or one of `AirKoreaProvinces.names`.
    public let sido: String
    /// When the request is made, for the cache expiry of its answer.
    public let requestedAt: Date

    public var operation: String { "ArpltnInforInqireSvc/getCtprvnRltmMesureDnsty" }
    public var parameters: [(name: String, value: String)] { [("sidoName", sido)] }
    public var rowsAsked: Int? { Self.maximumRows }
    public var version: String? { "1.5" }
    public var cacheLifetime: Duration? { AirKoreaPublication.readingsLifetime }

    /// The stations with a name, a known province and a data time that can be current
    /// (`AirKoreaPublication.isCurrent`); expiry by the newest.
    public func output(from envelope: PortalEnvelope<Item>) throws -> Decoded<[ProvinceStationReadings]> {
        let stations = envelope.items.prefix(Self.maximumRows).compactMap { item -> ProvinceStationReadings? in
            let province = AirKoreaValue.plain(item[.sidoName], limit: 8)
            let name = AirKoreaValue.plain(item[.stationName], limit: 40)
            guard AirKoreaProvinces.names.contains(province), !name.isEmpty,
                let readings = item.readings(stationName: name),
                AirKoreaPublication.isCurrent(dataTime: readings.measuredAt, now: requestedAt)
            else { return nil }
            return ProvinceStationReadings(province: province, readings: readings)
        }
        guard let newest = stations.map(\.readings.measuredAt).max() else {
            throw SourceFailure(
                .noData,
                "\(answerName): no current station readings published for \(sido); try again later"
            )
        }
        return Decoded(
            stations,
            isCacheable: true,
            expiresAt: AirKoreaPublication.expiry(dataTime: newest, now: requestedAt)
        )
    }
}
