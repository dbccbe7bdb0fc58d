import Foundation
import QuickSearchDomain

/// `ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty`: a station's latest hourly readings,
/// cached until the next hourly update is expected (`AirKoreaPublication`).
public struct StationReadingsTarget: PortalRequestTarget {
    public typealias Output = StationReadings
    public typealias Item = AirKoreaReadingItem

    public let stationName: String
    /// When the request is made, for the cache expiry of its answer.
    public let requestedAt: Date

    public var answerName: String { "airkorea" }
    public var path: String { "/B552584/ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty" }
    /// The longest a reading can stay fresh; each answer names its own expiry.
    public var cacheLifetime: Duration? { .seconds(3600 + Int(AirKoreaPublication.margin)) }

    public var queryItems: [(name: String, value: String)] {
        [
            ("stationName", stationName),
            ("dataTerm", "DAILY"),
            ("pageNo", "1"),
            ("numOfRows", "1"),
            ("ver", "1.3"),
            ("returnType", "json"),
        ]
    }

    /// The newest readable item whose data time can be current (`AirKoreaPublication.isCurrent`);
    /// none is `noData`, saying whether the station published none or none current.
    public func output(from envelope: PortalEnvelope<Item>) throws -> Decoded<StationReadings> {
        let readable = envelope.items.compactMap { $0.readings(stationName: stationName) }
        let newest = readable.filter { AirKoreaPublication.isCurrent(dataTime: $0.measuredAt, now: requestedAt) }
            .max { $0.measuredAt < $1.measuredAt }
        guard let newest else {
            let reason =
                readable.isEmpty
                ? "has published no readings"
                : "has published no current readings (dated more than a day ago, or after the clock)"
            throw SourceFailure(.noData, "\(answerName): station \(stationName) \(reason); try again later")
        }
        return Decoded(
            newest,
            isCacheable: true,
            expiresAt: AirKoreaPublication.expiry(dataTime: newest.measuredAt, now: requestedAt)
        )
    }
}
