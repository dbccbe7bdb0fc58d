import Foundation

/// `GET /B552584/UlfptcaAlarmInqireSvc/getUlfptcaAlarmInfo`: AirKorea's fine-dust alerts of a
/// year (api-facts.md §9), answered for the mock's clock.
///
/// Checks the key, then `year` (required, four digits) and the optional `itemCode` (`PM10`,
/// `PM25`). The mock's provinces issue the same alerts every day (`daily`): 서울 동남권 a PM10
/// advisory at 10:00, cleared at 16:00; 경기 남부권 a PM2.5 advisory at 13:00, cleared at 23:00;
/// no other province any. The answer lists the alerts of the year issued by the mock's clock,
/// newest first; one not yet cleared has `clearDate` and `clearTime` null and `clearVal` empty.
/// A year with none (a later year, or before 2000) is `03 NO_DATA`.
struct DustAlertRoute: PortalRowsRoute {
    let serviceKey: String
    /// The mock's clock; nil: the real one.
    let now: Date?

    static let path = "/B552584/UlfptcaAlarmInqireSvc/getUlfptcaAlarmInfo"

    /// One of the daily alerts: where, what, and from when to when (hours of the day).
    struct Daily {
        var district: String
        var area: String
        var itemCode: String
        var level: String
        var issueHour: Int
        var clearHour: Int
        var issueValue: Int
        var clearValue: Int
    }

    static let daily = [
        Daily(
            district: "서울",
            area: "동남권",
            itemCode: "PM10",
            level: "주의보",
            issueHour: 10,
            clearHour: 16,
            issueValue: 168,
            clearValue: 72
        ),
        Daily(
            district: "경기",
            area: "남부권",
            itemCode: "PM25",
            level: "주의보",
            issueHour: 13,
            clearHour: 23,
            issueValue: 81,
            clearValue: 33
        ),
    ]

    var faultRoute: MockFaultRoute? { .airKoreaAlerts }
    var service: PortalService { .airKorea }

    var path: String { Self.path }

    func rows(for request: HTTPRequest) throws(PortalResult) -> [JSONValue] {
        guard let yearText = request.queryValue("year") else { throw .missingParameter }
        guard yearText.utf8.count == 4, let year = Int(yearText), yearText.allSatisfy(\.isASCII) else {
            throw .invalidParameter
        }
        let code = request.queryValue("itemCode")
        guard code == nil || code == "PM10" || code == "PM25" else { throw .invalidParameter }
        let clock = Int((now ?? Date()).timeIntervalSince1970.rounded(.down))
        guard year >= 2000, let first = KoreaTimestamp.unixSeconds(date: "\(yearText)0101", time: "0000") else {
            throw .noData
        }
        let next = KoreaTimestamp.unixSeconds(date: "\(year + 1)0101", time: "0000") ?? first
        var rows: [JSONValue] = []
        var serial = 0
        var day = first
        while day < next, day <= clock {
            for alert in Self.daily where code == nil || code == alert.itemCode {
                let issued = day + alert.issueHour * 3600
                guard issued <= clock else { continue }
                serial += 1
                rows.append(
                    Self.row(alert, serial: serial, issued: issued, cleared: day + alert.clearHour * 3600, clock: clock)
                )
            }
            day += 86_400
        }
        guard !rows.isEmpty else { throw .noData }
        return rows.reversed()
    }

    static func row(_ alert: Daily, serial: Int, issued: Int, cleared: Int, clock: Int) -> JSONValue {
        let isCleared = cleared <= clock
        return .object([
            ("sn", .string(String(serial))),
            ("dataDate", .string(DustForecastRoute.dayText(issued))),
            ("districtName", .string(alert.district)),
            ("moveName", .string(alert.area)),
            ("itemCode", .string(alert.itemCode)),
            ("issueGbn", .string(alert.level)),
            ("issueDate", .string(DustForecastRoute.dayText(issued))),
            ("issueTime", .string(clockText(issued))),
            ("issueVal", .string(String(alert.issueValue))),
            ("clearDate", isCleared ? .string(DustForecastRoute.dayText(cleared)) : .null),
            ("clearTime", isCleared ? .string(clockText(cleared)) : .null),
            ("clearVal", .string(isCleared ? String(alert.clearValue) : "")),
        ])
    }

    /// `HH:mm` in Korea time.
    static func clockText(_ seconds: Int) -> String {
        let time = KoreaTimestamp.timeText(seconds)
        return "\(time.prefix(2)):\(time.suffix(2))"
    }
}

extension MockFaultRoute {
    /// `getUlfptcaAlarmInfo`.
    public static let airKoreaAlerts = MockFaultRoute(registering: "airkorea-alerts")
}
