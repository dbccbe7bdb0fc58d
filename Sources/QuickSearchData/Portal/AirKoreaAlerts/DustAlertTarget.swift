import Foundation
import QuickSearchDomain

/// The fine-dust alerts one answer holds, and how many of its rows were left out as not in
/// AirKorea's form.
public typealias DustAlertList = PortalRows<DistrictDustAlert>

/// `UlfptcaAlarmInqireSvc/getUlfptcaAlarmInfo` for one year: every PM10 and PM2.5 advisory and
/// warning issued in it, cleared or not (the operation has no filter by province: the year's
/// list is read whole, in one page of `rows`, whatever its order). Alerts change as they are
/// issued: cached ten minutes. A year without alerts answers `NO_DATA`: an empty list.
public struct DustAlertTarget: AirKoreaTarget {
    public typealias Output = DustAlertList

    /// The rows asked for: a bad year has a few hundred alerts.
    public static let rows = 1000
    /// How long an answer is kept.
    public static let lifetime = 10 * 60

    public let year: Int
    /// When the request is made (an alert issued after it, beyond a small margin, is not
    /// believed); the rows asked for: `rows`, or one for a probe.
    public let ask: PortalAsk

    public init(year: Int, requestedAt: Date, rows: Int = Self.rows) {
        self.year = year
        ask = PortalAsk(at: requestedAt, rows: rows, most: Self.rows)
    }

    public var answerName: String { "airkorea-alerts" }
    public var operation: String { "UlfptcaAlarmInqireSvc/getUlfptcaAlarmInfo" }
    public var parameters: [(name: String, value: String)] { [("year", String(year))] }
    public var rowsAsked: Int? { ask.rows }
    public var cacheLifetime: Duration? { .seconds(Self.lifetime) }

    /// The readable alerts: a known province, a plain area, PM10 or PM2.5, 주의보 or 경보, an
    /// issue time in the year asked and not after the clock, a clearing (when any) not before the
    /// issue, a plausible concentration. A row with `해제` (a clearing written as its own row) is
    /// no alert and not counted as left out. Linear in the rows.
    public func output(from envelope: PortalEnvelope<Item>) throws -> Decoded<DustAlertList> {
        var alerts: [DistrictDustAlert] = []
        var leftOut = 0
        for item in envelope.items.prefix(Self.rows) {
            let kind = item[.issueGbn].map { $0.trimmingSpaces() }
            if kind == "해제" { continue }
            guard let alert = alert(item, level: kind.flatMap(AlertLevel.init(koreanName:))) else {
                leftOut += 1
                continue
            }
            alerts.append(alert)
        }
        return Decoded(DustAlertList(rows: alerts, leftOut: leftOut), isCacheable: true)
    }

    /// A row's alert; nil when any field is not in AirKorea's form.
    func alert(_ item: Item, level: AlertLevel?) -> DistrictDustAlert? {
        let area = AirKoreaValue.plain(item[.moveName], limit: 30)
        guard let level, level != .preliminary,
            let province = item[.districtName].map({ AirKoreaValue.plain($0, limit: 10) }).flatMap(
                Province.init(name:)
            ),
            !area.isEmpty,
            let pollutant = item[.itemCode].flatMap(Self.pollutant),
            let issued = Self.instant(date: item[.issueDate], time: item[.issueTime]),
            KoreaTime.calendar.component(.year, from: issued) == year,
            issued <= ask.requestedAt.addingTimeInterval(AirKoreaPublication.margin)
        else { return nil }
        var cleared: Date?
        if Self.isBlank(item[.clearDate]) && Self.isBlank(item[.clearTime]) {
            cleared = nil
        } else {
            guard let time = Self.instant(date: item[.clearDate], time: item[.clearTime]), time >= issued
            else { return nil }
            cleared = time
        }
        var value: Double?
        if !Self.isBlank(item[.issueVal]) {
            guard let number = item[.issueVal].flatMap({ AirKoreaValue.number($0, range: 0...5000) }) else {
                return nil
            }
            value = number
        }
        return DistrictDustAlert(
            pollutant: pollutant,
            level: level,
            province: province,
            area: area,
            issuedAt: issued,
            clearedAt: cleared,
            value: value
        )
    }

    /// `PM10` or `PM25`; nil for any other code.
    static func pollutant(_ code: String) -> Pollutant? {
        switch code.trimmingSpaces() {
        case "PM10": .pm10
        case "PM25": .pm25
        default: nil
        }
    }

    /// Whether a field is absent: null, empty or `-`.
    static func isBlank(_ text: String?) -> Bool {
        guard let text = text?.trimmingSpaces() else { return true }
        return text.isEmpty || text == "-"
    }

    /// The instant of a `yyyy-MM-dd` date and an `HH:mm` time (`24:00` the next midnight); nil
    /// for anything else.
    static func instant(date: String?, time: String?) -> Date? {
        guard let date = date?.trimmingSpaces(),
            let time = time?.trimmingSpaces(),
            date.utf8.count == 10, time.utf8.count == 5
        else { return nil }
        return AirKoreaDataTime.parse("\(date) \(time)")
    }

    /// One alert (other fields, `sn` and `dataDate` among them, are ignored).
    public typealias Item = PortalRecord<Field>

    /// The fields of an alert that are read.
    public enum Field: String, PortalField {
        case districtName, moveName, itemCode, issueGbn, issueDate, issueTime, issueVal, clearDate, clearTime
    }
}
