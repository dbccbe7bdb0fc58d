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

    public init(stationName: String, requestedAt: Date) {
        self.stationName = stationName
        self.requestedAt = requestedAt
    }

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

    /// The newest readable item; no readable item is `noData`.
    public func output(from envelope: PortalEnvelope<Item>) throws -> Decoded<StationReadings> {
        let newest = envelope.items.compactMap { $0.readings(stationName: stationName) }
            .max { $0.dataTime < $1.dataTime }
        guard let newest else {
            throw SourceFailure(
                .noData,
                "\(answerName): station \(stationName) has published no readings; try again later"
            )
        }
        return Decoded(
            newest,
            isCacheable: true,
            expiresAt: AirKoreaPublication.expiry(dataTime: newest.dataTime, now: requestedAt)
        )
    }
}
