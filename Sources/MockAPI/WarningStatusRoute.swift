import Foundation

/// `GET /1360000/WthrWrnInfoService/getPwnStatus`: KMA's weather-warning status (api-facts.md
/// §8), answered for the mock's clock.
///
/// Checks the key and the paging. The mock's warnings follow the same day every day
/// (`inForce(atHour:)`): a 풍랑주의보 at sea all day; a 한파경보 for inland 강원 until 10:00; a
/// 건조주의보 for 서울 and three cities of 경기 from 06:00 to 20:00; a 강풍주의보 for the east coast
/// of 강원 and 울릉도.독도 from 09:00 to 18:00, its zone list wrapped onto a second line; and from
/// 16:00 a 대설 예비특보 for the next morning. A status bulletin comes out at each change (00, 06,
/// 09, 10, 16, 18, 20 h); the answer holds those of the last seven days, the oldest first, with
/// `tmFc` and `tmSeq` as numbers and lines ending in `\r\n`, as recorded. Nothing else is
/// filtered: the status has no parameters.
struct WarningStatusRoute: PortalRowsRoute {
    let serviceKey: String
    /// The mock's clock; nil: the real one.
    let now: Date?

    static let path = "/1360000/WthrWrnInfoService/getPwnStatus"
    /// The hours a bulletin comes out, when what is in force changes.
    static let bulletinHours = [0, 6, 9, 10, 16, 18, 20]

    var faultRoute: MockFaultRoute? { .kmaWarnings }
    var service: PortalService { .kma }

    var path: String { Self.path }

    func rows(for request: HTTPRequest) -> [JSONValue] {
        let clock = Int((now ?? Date()).timeIntervalSince1970.rounded(.down))
        var times = [Self.bulletin(atOrBefore: clock)]
        while let last = times.last, last > clock - 7 * 86_400 {
            times.append(Self.bulletin(atOrBefore: last - 1))
        }
        return times.dropLast().reversed().map(Self.item)
    }

    /// The newest bulletin time at or before `seconds`.
    static func bulletin(atOrBefore seconds: Int) -> Int {
        let day = KoreaTimestamp.dayNumber(seconds)
        let hour = KoreaTimestamp.hourOfDay(seconds)
        let start = KoreaTimestamp.startOfDay(day)
        return start + (bulletinHours.last { $0 <= hour } ?? 0) * 3600
    }

    /// The `t6` lines in force at an hour of the day.
    static func inForce(atHour hour: Int) -> [String] {
        var lines = ["o 풍랑주의보 : 동해중부앞바다, 동해남부먼바다"]
        if hour < 10 { lines.append("o 한파경보 : 강원도(철원, 화천, 양구), 강원북부산지") }
        if (6..<20).contains(hour) { lines.append("o 건조주의보 : 서울, 경기도(수원, 성남, 고양)") }
        if (9..<18).contains(hour) { lines.append("o 강풍주의보 : 강원도(강릉평지, 동해평지, 속초평지),\r\n   울릉도.독도") }
        return lines
    }

    static func item(_ issued: Int) -> JSONValue {
        let hour = KoreaTimestamp.hourOfDay(issued)
        let date = KoreaTimestamp.dateText(issued)
        let stamp = date + KoreaTimestamp.timeText(issued)
        let dayOfMonth = Int(date.suffix(2)) ?? 1
        let sequence = (dayOfMonth - 1) * bulletinHours.count + (bulletinHours.firstIndex(of: hour) ?? 0) + 1
        let tomorrow = KoreaTimestamp.dateText(issued + 86_400)
        let preliminary =
            hour >= 16
            ? "(1) 대설 예비특보\r\no \(tomorrow.dropFirst(4).prefix(2))월 \(tomorrow.suffix(2))일 새벽 : 강원도(강릉평지, 동해평지), 강원북부산지"
            : "o 없 음"
        return .object([
            ("t6", .string(inForce(atHour: hour).joined(separator: "\r\n"))),
            ("t7", .string(preliminary)),
            ("other", .string("o 없음")),
            ("tmEf", .string(stamp)),
            ("tmFc", .integer(Int(stamp) ?? 0)),
            ("tmSeq", .integer(sequence)),
        ])
    }
}

extension MockFaultRoute {
    /// `/1360000/WthrWrnInfoService/getPwnStatus`.
    public static let kmaWarnings = MockFaultRoute(registering: "kma-warnings")
}
