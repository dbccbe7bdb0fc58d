import Foundation
import QuickSearchDomain

/// `VilageFcstInfoService_2.0/{getVilageFcst|getUltraSrtNcst|getUltraSrtFcst}` for one grid
/// cell and base: the rows as `ForecastItem`s, each checked. An answer is cached until its
/// operation publishes the next base, so a repeated call within the hour costs no request.
public struct KMAForecastTarget: PortalRequestTarget {
    public typealias Output = [ForecastItem]

    /// The most rows asked for: a whole `getVilageFcst` base is about 800–1000 rows.
    public static let villageRows = 1000
    /// The most rows asked for from the now-cast (8) and the ultra-short forecast (6 h × 10).
    public static let shortRows = 100
    /// How long an answer for an older base than the newest (after a `NO_DATA` fall-back) is
    /// kept: the newest is due any moment.
    public static let fallbackLifetime: TimeInterval = 10 * 60

    public let operation: ForecastOperation
    public let base: ForecastBase
    public let grid: ForecastGridPoint
    /// When the request is made (the client's clock), for the cache expiry of its answer.
    public let requestedAt: Date

    public init(operation: ForecastOperation, base: ForecastBase, grid: ForecastGridPoint, requestedAt: Date) {
        self.operation = operation
        self.base = base
        self.grid = grid
        self.requestedAt = requestedAt
    }

    public var answerName: String {
        switch operation {
        case .villageForecast: "kma-village"
        case .nowcast: "kma-nowcast"
        case .ultraShortForecast: "kma-ultra-short"
        }
    }

    public var path: String { "/1360000/VilageFcstInfoService_2.0/" + operation.rawValue }
    /// The longest an answer can stay fresh (a village base lasts three hours); each answer
    /// names its own expiry.
    public var cacheLifetime: Duration? { .seconds(3 * 3600 + 15 * 60) }

    var rowLimit: Int {
        operation == .villageForecast ? Self.villageRows : Self.shortRows
    }

    public var queryItems: [(name: String, value: String)] {
        [
            ("pageNo", "1"),
            ("numOfRows", String(rowLimit)),
            ("dataType", "JSON"),
            ("base_date", base.baseDate),
            ("base_time", base.baseTime),
            ("nx", String(grid.nx)),
            ("ny", String(grid.ny)),
        ]
    }

    /// The readable rows (at most `rowLimit`); an answer without one is `noData`, so that the
    /// previous base can stand in.
    public func output(from envelope: PortalEnvelope<Item>) throws -> Decoded<[ForecastItem]> {
        let items = envelope.items.prefix(rowLimit).compactMap { $0.forecastItem(observed: operation == .nowcast) }
        guard !items.isEmpty else {
            throw SourceFailure(
                .noData,
                "\(answerName): the \(base.baseDate) \(base.baseTime) base has no readable rows; try again later"
            )
        }
        return Decoded(items, isCacheable: true, expiresAt: expiry)
    }

    /// The next base's publication; sooner for an older base than the newest.
    var expiry: Date {
        let next = operation.nextPublication(after: requestedAt)
        guard base == operation.latestBase(at: requestedAt) else {
            return min(next, requestedAt.addingTimeInterval(Self.fallbackLifetime))
        }
        return next
    }

    /// One row: forecasts carry `fcstDate`, `fcstTime`, `fcstValue`; observations `baseDate`,
    /// `baseTime`, `obsrValue`.
    public struct Item: Decodable, Sendable {
        var category: PortalText?
        var baseDate: PortalText?
        var baseTime: PortalText?
        var fcstDate: PortalText?
        var fcstTime: PortalText?
        var fcstValue: PortalText?
        var obsrValue: PortalText?

        /// The row, or nil when a field is missing or malformed, the category is not one KMA
        /// names (capital letters and digits), the value holds control characters, or it is a
        /// number past KMA's missing sentinels (≥ 900 or ≤ −900).
        func forecastItem(observed: Bool) -> ForecastItem? {
            let date = observed ? baseDate : fcstDate
            let time = observed ? baseTime : fcstTime
            guard let category = category?.text, !category.isEmpty,
                category.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("0"..."9").contains($0) }),
                let rawValue = (observed ? obsrValue : fcstValue)?.text,
                let date = date?.text, let time = time?.text
            else { return nil }
            let value = rawValue.trimmingCharacters(in: .whitespaces)
            guard !value.isEmpty, !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }),
                !Self.isMissing(value)
            else { return nil }
            return ForecastItem(category: category, date: date, time: time, value: value)
        }

        /// Whether `value` is a number KMA writes for a missing one.
        static func isMissing(_ value: String) -> Bool {
            guard value.utf8.count <= 32, let number = Double(value) else { return false }
            return !number.isFinite || number >= 900 || number <= -900
        }
    }
}
