import Foundation

/// `GET /B552584/ArpltnInforInqireSvc/getMinuDustFrcstDspth`: AirKorea's fine-dust forecast
/// (api-facts.md §10), answered for the mock's clock.
///
/// Checks the key, then `searchDate` (`yyyy-MM-dd`, required here) and the optional
/// `InformCode` (`PM10`, `PM25`, `O3`). Answers the releases of that day readable at the mock's
/// clock (05, 11, 17 and 23 h, each ten minutes later), newest first: one row per release,
/// pollutant and day, PM10 and PM2.5 all year and O3 from 15 April to 15 October. The 05 and
/// 11 h releases forecast the day and the next; the 17 and 23 h ones the day after too. A row's
/// `informGrade` lists the nineteen regions as the real forecast does (Gangwon as `영동` and
/// `영서`, spaces around `:` varying), 세종 two days ahead as `예보없음`; grades are stable per
/// region, day, pollutant and release. A day with no release readable yet is `03 NO_DATA`.
struct DustForecastRoute: PortalRowsRoute {
    let serviceKey: String
    /// The mock's clock; nil: the real one.
    let now: Date?

    static let path = "/B552584/ArpltnInforInqireSvc/getMinuDustFrcstDspth"
    /// The release hours, and how long after its hour a release is readable.
    static let releaseHours = [5, 11, 17, 23]
    static let availabilitySeconds = 10 * 60
    /// The regions in the order the recorded answer lists them, as it spells them.
    static let regions = [
        "서울", "제주", "전남", "전북", "광주", "경남", "경북", "울산", "대구", "부산", "충남", "충북", "세종", "대전",
        "영동", "영서", "경기남부", "경기북부", "인천",
    ]
    static let grades = ["좋음", "보통", "나쁨", "매우나쁨"]

    var faultRoute: MockFaultRoute? { .airKoreaForecast }
    var service: PortalService { .airKorea }

    var path: String { Self.path }

    func rows(for request: HTTPRequest) throws(PortalResult) -> [JSONValue] {
        guard let searchDate = request.queryValue("searchDate") else { throw .missingParameter }
        let compact = searchDate.replacingOccurrences(of: "-", with: "")
        guard searchDate.utf8.count == 10, compact.utf8.count == 8,
            let day = KoreaTimestamp.unixSeconds(date: compact, time: "0000")
        else { throw .invalidParameter }
        let code = request.queryValue("InformCode") ?? request.queryValue("informCode")
        guard code == nil || ["PM10", "PM25", "O3"].contains(code!) else { throw .invalidParameter }
        let clock = Int((now ?? Date()).timeIntervalSince1970.rounded(.down))
        let releases = Self.releaseHours.map { day + $0 * 3600 }.filter { $0 + Self.availabilitySeconds <= clock }
        var rows: [JSONValue] = []
        for release in releases.reversed() {
            let ahead = KoreaTimestamp.hourOfDay(release) >= 17 ? 2 : 1
            for pollutant in ["PM10", "PM25", "O3"] where code == nil || code == pollutant {
                for offset in 0...ahead {
                    let target = day + offset * 86_400
                    guard pollutant != "O3" || Self.isOzoneSeason(target) else { continue }
                    rows.append(Self.row(release: release, pollutant: pollutant, day: target, offset: offset))
                }
            }
        }
        guard !rows.isEmpty else { throw .noData }
        return rows
    }

    /// Whether the day falls from 15 April to 15 October, when ozone is forecast.
    static func isOzoneSeason(_ seconds: Int) -> Bool {
        let date = KoreaTimestamp.dateText(seconds)
        let monthDay = Int(date.suffix(4)) ?? 0
        return (415...1015).contains(monthDay)
    }

    /// `2026-11-27` of a Korea-time day.
    static func dayText(_ seconds: Int) -> String {
        let date = KoreaTimestamp.dateText(seconds)
        return "\(date.prefix(4))-\(date.dropFirst(4).prefix(2))-\(date.suffix(2))"
    }

    static func row(release: Int, pollutant: String, day: Int, offset: Int) -> JSONValue {
        let releaseText = "\(dayText(release)) \(KoreaTimestamp.timeText(release).prefix(2))시 발표"
        let grades = regions.enumerated().map { index, region -> String in
            if region == "세종" && offset == 2 { return "세종 : 예보없음" }
            let hash = FNV1a.hash("\(region)|\(pollutant)|\(day)|\(release)")
            let grade = pollutant == "O3" ? 1 + Int(hash % 2) : Int(hash % 3) + (hash % 11 == 0 ? 1 : 0)
            let glue = index % 5 == 4 ? ": " : " : "
            return region + glue + Self.grades[min(grade, 3)]
        }
        let name = pollutant == "O3" ? "오존" : pollutant == "PM10" ? "미세먼지" : "초미세먼지"
        let cause = "○ [\(name)] 대기 정체로 국내에서 생성된 \(name)가 쌓여 농도가 다소 높을 것으로 예상됩니다."
        var members: [(key: String, value: JSONValue)] = [
            ("dataTime", .string(releaseText)),
            ("informCode", .string(pollutant)),
            ("informData", .string(dayText(day))),
            ("informGrade", .string(grades.joined(separator: ","))),
            ("informCause", .string(cause)),
            ("informOverall", .string("○ [\(name)] 전 권역이 '보통' 이하로 예상됩니다.")),
            ("actionKnack", .null),
        ]
        for image in 1...9 {
            let address = "https://example.com/airkorea/forecast/\(pollutant.lowercased())-\(image).gif"
            members.append(("imageUrl\(image)", image <= 6 ? .string(address) : .null))
        }
        return .object(members)
    }
}

extension MockFaultRoute {
    /// `getMinuDustFrcstDspth`.
    public static let airKoreaForecast = MockFaultRoute(registering: "airkorea-forecast")
}
