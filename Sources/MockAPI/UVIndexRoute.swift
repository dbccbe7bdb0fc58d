import Foundation

/// `GET /1360000/LivingWthrIdxServiceV4/getUVIdxV4`: KMA's UV index bulletin for a region
/// (api-facts.md §7).
///
/// Checks the key, then `areaNo` (10 digits) and `time` (`yyyyMMddHH`). Answers the latest
/// bulletin (06 or 18 h) at or before `time`; a `time` later than the mock's clock answers
/// `03 NO_DATA`. The item is `code`, `areaNo`, `date` (the bulletin), then `h0`…`h75`, the
/// index every three hours from the bulletin: a whole number at 06, 09, 12 and 15 h, `""` at
/// night and past 66 hours (unpublished). The day's peak follows the season (about 1 in
/// January, 11 in July) and varies by region and day.
struct UVIndexRoute: PortalRoute {
    let serviceKey: String
    /// The mock's clock (`MockConfiguration.now`); nil: the real time.
    let fixedNow: Date?

    static let path = "/1360000/LivingWthrIdxServiceV4/getUVIdxV4"

    var faultRoute: MockFaultRoute? { .kmaUV }
    var service: PortalService { .kma }
    var path: String { Self.path }

    func answer(to request: HTTPRequest, json: Bool) -> HTTPResponse {
        func failure(_ result: PortalResult) -> HTTPResponse {
            PortalEnvelope.error(result, json: json)
        }
        guard let areaNo = request.queryValue("areaNo"), let time = request.queryValue("time") else {
            return failure(.missingParameter)
        }
        guard areaNo.utf8.count == 10, areaNo.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            time.utf8.count == 10,
            let requested = KoreaTimestamp.unixSeconds(date: String(time.prefix(8)), time: String(time.suffix(2))),
            let paging = PortalPaging(request)
        else {
            return failure(.invalidParameter)
        }
        let now = Int((fixedNow ?? Date()).timeIntervalSince1970.rounded(.down))
        guard requested <= now else { return failure(.noData) }
        let bulletin = Self.bulletin(atOrBefore: requested)
        let item = JSONValue.object(
            [
                ("code", .string("A07_1")),
                ("areaNo", .string(areaNo)),
                (
                    "date",
                    .string(KoreaTimestamp.dateText(bulletin) + String(KoreaTimestamp.timeText(bulletin).prefix(2)))
                ),
            ]
                + stride(from: 0, through: 75, by: 3).map { offset -> (key: String, value: JSONValue) in
                    ("h\(offset)", .string(Self.index(areaNo: areaNo, at: bulletin + offset * 3600, slot: offset)))
                }
        )
        guard let page = paging.page(of: [item]) else {
            return failure(.noData)
        }
        return PortalEnvelope.page(page, paging: paging, totalCount: 1, service: .kma, json: json)
    }

    /// The 06 or 18 h bulletin at or before `seconds`.
    static func bulletin(atOrBefore seconds: Int) -> Int {
        let day = KoreaTimestamp.dayNumber(seconds)
        let hour = KoreaTimestamp.hourOfDay(seconds)
        let start = KoreaTimestamp.startOfDay(day)
        switch hour {
        case 18...: return start + 18 * 3600
        case 6...: return start + 6 * 3600
        default: return start - 6 * 3600
        }
    }

    /// The index at `seconds` as the bulletin writes it: `""` at night and past 66 hours.
    static func index(areaNo: String, at seconds: Int, slot: Int) -> String {
        let share: Double
        switch KoreaTimestamp.hourOfDay(seconds) {
        case 6: share = 0.1
        case 9: share = 0.55
        case 12: share = 1
        case 15: share = 0.7
        default: return ""
        }
        guard slot <= 66 else { return "" }
        let day = KoreaTimestamp.dayNumber(seconds)
        let year = 365.2425
        let dayOfYear = Double(day) - year * (Double(day) / year).rounded(.down)
        let season = 1 + 10 * (0.5 - 0.5 * cos(2 * .pi * (dayOfYear - 20) / year))
        let variation = Double(Int(FNV1a.hash(areaNo, seed: UInt64(truncatingIfNeeded: day)) % 3) - 1)
        let peak = min(13, max(0, season + variation))
        return String(Int((peak * share).rounded()))
    }
}

extension MockFaultRoute {
    /// `/1360000/LivingWthrIdxServiceV4/getUVIdxV4`.
    public static let kmaUV = MockFaultRoute(registering: "kma-uv")
}
