import Foundation
import QuickSearchDomain

/// A station's answer: its newest current readings, and the 24 hours of PM10 and PM2.5 up to them.
public struct StationHours: Sendable, Hashable {
    public var latest: StationReadings
    public var trend: DustTrend
}

/// `ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty` over `DAILY`: a station's hourly
/// readings of the last day (24 rows asked for: the portal's default is 10), cached until the
/// next hourly update is expected (`AirKoreaPublication`).
public struct StationReadingsTarget: AirKoreaTarget {
    public typealias Output = StationHours
    public typealias Item = AirKoreaReadingItem

    /// The rows asked for: one day of hours.
    public static let rows = DustTrend.hours

    public let stationName: String
    /// When the request is made, for the cache expiry of its answer; the rows asked for: `rows`,
    /// or fewer for a probe (its trend is then as short).
    public let ask: PortalAsk

    public init(stationName: String, requestedAt: Date, rows: Int = Self.rows) {
        self.stationName = stationName
        ask = PortalAsk(at: requestedAt, rows: rows, most: Self.rows)
    }

    public var operation: String { "ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty" }
    public var parameters: [(name: String, value: String)] { [("stationName", stationName), ("dataTerm", "DAILY")] }
    public var rowsAsked: Int? { ask.rows }
    public var version: String? { "1.3" }
    public var cacheLifetime: Duration? { AirKoreaPublication.readingsLifetime }

    /// The newest readable item whose data time can be current (`AirKoreaPublication.isCurrent`),
    /// and the PM values of the 24 hours ending at it, keyed by data time (a missing or flagged
    /// hour is a gap); none current is `noData`, saying whether the station published none or
    /// none current. Linear in the rows (at most `rows` are read, plus a few the portal adds).
    public func output(from envelope: PortalEnvelope<Item>) throws -> Decoded<StationHours> {
        let readable = envelope.items.prefix(Self.rows * 2).compactMap { $0.readings(stationName: stationName) }
        let newest = readable.filter { AirKoreaPublication.isCurrent(dataTime: $0.measuredAt, now: ask.requestedAt) }
            .max { $0.measuredAt < $1.measuredAt }
        guard let newest else {
            let reason =
                readable.isEmpty
                ? "has published no readings"
                : "has published no current readings (dated more than a day ago, or after the clock)"
            throw SourceFailure(.noData, "\(answerName): station \(stationName) \(reason); try again later")
        }
        let hours = readable.map { DustTrend.Hour(time: $0.measuredAt, pm10: $0.pm10.value, pm25: $0.pm25.value) }
        return Decoded(
            StationHours(latest: newest, trend: DustTrend(hours: hours, endingAt: newest.measuredAt)),
            isCacheable: true,
            expiresAt: AirKoreaPublication.expiry(dataTime: newest.measuredAt, now: ask.requestedAt)
        )
    }
}
