import Foundation
import QuickSearchDomain

/// The warnings a status bulletin lists, and how many of its lines were left out as not in
/// KMA's form.
public typealias WarningStatus = PortalRows<ZonedWarning>

/// `WthrWrnInfoService/getPwnStatus`: the nation's weather warnings in force (`t6`) and
/// preliminary (`t7`), from the newest status bulletin in the answer, each dated by the first of
/// the week's bulletins that lists it without a break since (the status names no issue time of
/// its own). Warnings change as they are issued: cached ten minutes.
public struct WarningStatusTarget: PortalRequestTarget {
    public typealias Output = WarningStatus

    /// How long an answer is kept.
    public static let lifetime = 10 * 60
    /// The bulletins asked for and read: the service keeps a week of them, a few a day.
    public static let rows = 100
    /// How old a bulletin may be: the service keeps a week of them.
    static let oldestBulletin: TimeInterval = 7 * 86_400

    /// When the request is made (a bulletin after it, beyond a small margin, is not believed);
    /// the bulletins asked for: `rows`, or one for a probe (its warnings are then dated by it).
    public let ask: PortalAsk

    public init(requestedAt: Date, rows: Int = Self.rows) {
        ask = PortalAsk(at: requestedAt, rows: rows, most: Self.rows)
    }

    public var answerName: String { "kma-warnings" }
    public var path: String { "/1360000/WthrWrnInfoService/getPwnStatus" }
    public var cacheLifetime: Duration? { .seconds(Self.lifetime) }

    public var queryItems: [(name: String, value: String)] {
        [("pageNo", "1"), ("numOfRows", String(ask.rows)), ("dataType", "JSON")]
    }

    /// One bulletin read: when, its number, and its entries.
    struct Bulletin {
        var issuedAt: Date
        var number: Int
        var reading: WarningStatusText.Reading
    }

    /// What identifies a warning from one bulletin to the next: its kind, level, zone and (for a
    /// preliminary one) expected time.
    struct Key: Hashable {
        var kind: AlertKind
        var level: AlertLevel
        var zone: String
        var expected: String?
    }

    /// The newest bulletin by issue time and number (not by position) among those dated from a
    /// week before the clock to a few minutes after it, read whole, one warning per zone; none
    /// such, or one whose text is neither a list nor `없음`, is `invalidResponse` (never read as
    /// "no warnings"). Linear in the bulletins' text.
    public func output(from envelope: PortalEnvelope<Item>) throws -> Decoded<WarningStatus> {
        let bulletins = envelope.items.prefix(Self.rows).compactMap { item -> Bulletin? in
            guard let issued = item[.tmFc].flatMap(Self.issueTime),
                issued <= ask.requestedAt.addingTimeInterval(AirKoreaPublication.margin),
                issued >= ask.requestedAt.addingTimeInterval(-Self.oldestBulletin),
                let inForce = item[.t6], let preliminary = item[.t7]
            else { return nil }
            let number = item[.tmSeq].flatMap { NumberText.integer(Self.whole($0)) } ?? 0
            let readings = [WarningStatusText.warnings(inForce), WarningStatusText.preliminary(preliminary)]
            let reading = WarningStatusText.Reading(
                entries: readings.flatMap(\.entries),
                leftOut: readings.map(\.leftOut).reduce(0, +)
            )
            return Bulletin(issuedAt: issued, number: number, reading: reading)
        }
        .sorted { ($0.issuedAt, $0.number) > ($1.issuedAt, $1.number) }
        guard let newest = bulletins.first else {
            throw SourceFailure(
                .invalidResponse,
                "\(answerName): the answer has no current status bulletin in KMA's form; try again later"
            )
        }
        guard !newest.reading.entries.isEmpty || newest.reading.leftOut == 0 else {
            throw SourceFailure(
                .invalidResponse,
                "\(answerName): the status bulletin's text is not in KMA's form; try again later"
            )
        }
        let listed = bulletins.map { bulletin in
            Set(
                bulletin.reading.entries.flatMap { entry in
                    entry.zones.map {
                        Key(kind: entry.kind, level: entry.level, zone: $0.name, expected: entry.expected)
                    }
                }
            )
        }
        let warnings = newest.reading.entries.flatMap { entry in
            entry.zones.map { zone -> ZonedWarning in
                let key = Key(kind: entry.kind, level: entry.level, zone: zone.name, expected: entry.expected)
                let run = listed.prefix { $0.contains(key) }.count
                return ZonedWarning(
                    kind: entry.kind,
                    level: entry.level,
                    zones: [zone],
                    issuedAt: bulletins[max(0, run - 1)].issuedAt,
                    expected: entry.expected
                )
            }
        }
        return Decoded(WarningStatus(rows: warnings, leftOut: newest.reading.leftOut), isCacheable: true)
    }

    /// The instant of `tmFc`, `yyyyMMddHHmm` (sent as a number or a string); nil for anything else.
    static func issueTime(_ text: String) -> Date? {
        let digits = whole(text)
        guard digits.utf8.count == 12 else { return nil }
        return KMADateTime.instant(date: String(digits.prefix(8)), time: String(digits.suffix(4)))
    }

    /// A whole number as `PortalText` gives it: a number arrives as `202611261400.0`.
    static func whole(_ text: String) -> String {
        let trimmed = text.trimmingSpaces()
        return trimmed.hasSuffix(".0") ? String(trimmed.dropLast(2)) : trimmed
    }

    /// One status bulletin (other fields are ignored).
    public typealias Item = PortalRecord<Field>

    /// The fields of a bulletin that are read: its issue time and number, the warnings in force
    /// and the preliminary ones.
    public enum Field: String, PortalField {
        case tmFc, tmSeq, t6, t7
    }
}
