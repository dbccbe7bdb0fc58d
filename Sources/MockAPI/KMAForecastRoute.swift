import Foundation

/// `GET /1360000/VilageFcstInfoService_2.0/{getVilageFcst|getUltraSrtNcst|getUltraSrtFcst}`
/// (by `kind`): KMA's short-term forecast, now-cast and ultra-short forecast for a grid cell.
///
/// Checks the key (the portal's XML error otherwise), then `base_date`, `base_time`, `nx`,
/// `ny` (code 11 when missing, 10 when malformed). A base dated more than three days before
/// today answers code 10 `최근 3일 간의 자료만 제공합니다.`; a base that is not one of the
/// operation's, not yet published at the mock's clock, or outside the grid answers `03 NO_DATA`.
/// Otherwise the page of rows `KMAForecastItems` makes, in JSON when `dataType=JSON`, else XML;
/// a page once made is kept (`RenderedPageMemo`): the rows depend only on the cell and base.
struct KMAForecastRoute: PortalRoute {
    let kind: KMAForecastKind
    let serviceKey: String
    /// The mock's clock (`MockConfiguration.now`); nil: the real time.
    let fixedNow: Date?
    /// The pages made so far, shared by every copy of the route.
    let pages = RenderedPageMemo<PageKey>(capacity: 256)

    /// What one page is made of.
    struct PageKey: Hashable {
        var nx: Int
        var ny: Int
        var base: Int
        var pageNo: Int
        var numOfRows: Int
        var json: Bool
    }

    /// The message of the old-base error.
    static let oldBaseMessage = "최근 3일 간의 자료만 제공합니다."

    var faultRoute: MockFaultRoute? { kind.faultRoute }
    var service: PortalService { .kma }
    var path: String { kind.path }

    func answer(to request: HTTPRequest, json: Bool) -> HTTPResponse {
        func failure(_ result: PortalResult) -> HTTPResponse {
            PortalEnvelope.error(result, json: json)
        }
        guard let baseDate = request.queryValue("base_date"), let baseTime = request.queryValue("base_time"),
            let nxText = request.queryValue("nx"), let nyText = request.queryValue("ny")
        else {
            return failure(.missingParameter)
        }
        guard baseTime.utf8.count == 4, let base = KoreaTimestamp.unixSeconds(date: baseDate, time: baseTime),
            let nx = Int(nxText), let ny = Int(nyText), let paging = PortalPaging(request)
        else {
            return failure(.invalidParameter)
        }
        let now = Int((fixedNow ?? Date()).timeIntervalSince1970.rounded(.down))
        if KoreaTimestamp.dayNumber(base) < KoreaTimestamp.dayNumber(now) - 3 {
            return failure(PortalResult(code: PortalResult.invalidParameter.code, message: Self.oldBaseMessage))
        }
        let minuteOfDay = (KoreaTimestamp.floorDivide(base, 60) + KoreaTimestamp.offsetSeconds / 60) % 1440
        guard kind.isBase(hour: minuteOfDay / 60, minute: minuteOfDay % 60), base + kind.publicationDelay <= now,
            (1...149).contains(nx), (1...253).contains(ny)
        else {
            return failure(.noData)
        }
        let key = PageKey(nx: nx, ny: ny, base: base, pageNo: paging.pageNo, numOfRows: paging.numOfRows, json: json)
        return pages.page(for: key) {
            let rows = KMAForecastItems(nx: nx, ny: ny).rows(kind, base: base)
            guard let page = paging.page(of: rows) else {
                return failure(.noData)
            }
            return PortalEnvelope.page(page, paging: paging, totalCount: rows.count, service: .kma, json: json)
        }
    }
}
