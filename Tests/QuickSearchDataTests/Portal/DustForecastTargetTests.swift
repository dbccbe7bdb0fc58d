import Foundation
import QuickSearchDomain
import Testing

@testable import QuickSearchData

/// AirKorea's forecast read defensively: its release times, days, codes and the grades of its
/// regions, each checked; hostile rows left out and counted.
@Suite("AirKorea forecast decoding")
struct DustForecastTargetTests {
    /// 2026-11-26 14:20 KST.
    static let requestedAt = AirKoreaDataTime.parse("2026-11-26 14:20")!
    static let today = AirKoreaDataTime.parse("2026-11-26 00:00")!

    static func row(
        release: String = "2026-11-26 11시 발표",
        code: String = "PM10",
        day: String = "2026-11-27",
        grades: String = "서울 : 보통,제주 : 좋음,영동 : 나쁨,영서: 매우나쁨"
    ) -> String {
        #"{"dataTime":"\#(release)","informCode":"\#(code)","informData":"\#(day)","informGrade":"\#(grades)","informCause":"○ [미세먼지] 대기 정체","informOverall":"○ 보통","actionKnack":null,"imageUrl1":null}"#
    }

    static func decode(_ rows: [String], at requestedAt: Date = requestedAt) throws -> Decoded<DustForecastAnswer> {
        let body =
            #"{"response":{"body":{"totalCount":\#(rows.count),"items":[\#(rows.joined(separator: ","))],"pageNo":1,"numOfRows":100},"header":{"resultMsg":"NORMAL_CODE","resultCode":"00"}}}"#
        return try DustForecastTarget(releaseDay: today, requestedAt: requestedAt)
            .decode(HTTPResponse(status: 200, body: Data(body.utf8)))
    }

    @Test("a row's grades by region, Gangwon written 영동/영서, spaces around the colon varying; the cause kept")
    func grades() throws {
        let answer = try Self.decode([Self.row()]).value
        #expect(answer.leftOut == 0)
        #expect(answer.rows.map(\.region) == [.seoul, .jeju, .gangwonEast, .gangwonWest])
        #expect(answer.rows.map(\.grade) == [.moderate, .good, .bad, .veryBad])
        #expect(answer.rows.allSatisfy { $0.pollutant == .pm10 && $0.date == Self.today.addingTimeInterval(86_400) })
        #expect(answer.rows.first?.issuedAt == AirKoreaDataTime.parse("2026-11-26 11:00"))
        #expect(answer.rows.first?.cause == "[미세먼지] 대기 정체")
    }

    @Test(
        "hostile grades are left out and counted, 예보없음 skipped, duplicates kept once",
        arguments: [
            ("서울 : 보통,,서울 : 나쁨", 1, 1), ("서울 : 최고", 0, 1), ("평양 : 보통", 0, 1), ("서울 보통", 0, 1),
            ("서울 : 보통 : 나쁨", 0, 1), ("세종 : 예보없음,서울 : 좋음", 1, 0), ("\u{1B}[2J서울 : 보통", 0, 1), ("", 0, 0),
        ]
    )
    func hostileGrades(grades: String, kept: Int, leftOut: Int) throws {
        let answer = try? Self.decode([Self.row(grades: grades), Self.row(code: "PM25")]).value
        #expect(answer?.rows.filter { $0.pollutant == .pm10 }.count == kept)
        #expect(answer?.leftOut == leftOut)
    }

    @Test(
        "a row with a release, day or code not in the forecast's form is left out",
        arguments: [
            Self.row(release: "2026-11-26 25시 발표"), Self.row(release: "2026-11-26 18시 발표"),
            Self.row(release: "2026-11-20 11시 발표"), Self.row(release: "어제"), Self.row(release: "2026-02-30 11시 발표"),
            Self.row(code: "PM1"), Self.row(code: "pm10"), Self.row(day: "2026-11-25"), Self.row(day: "2026-11-29"),
            Self.row(day: "27일"), Self.row(grades: String(repeating: "서울 : 보통,", count: 500)),
        ]
    )
    func hostileRows(_ row: String) throws {
        let answer = try Self.decode([row, Self.row(code: "O3", grades: "서울 : 좋음")]).value
        #expect(answer.rows.map(\.pollutant) == [.ozone])
        #expect(answer.leftOut >= 1)
    }

    @Test("none readable is no data; the answer keeps until the next release, or ten minutes when one is late")
    func expiry() throws {
        let failure = #expect(throws: SourceFailure.self) { _ = try Self.decode([Self.row(code: "X")]) }
        #expect(failure?.kind == .noData)
        let fresh = try Self.decode([Self.row()])
        #expect(fresh.expiresAt == AirKoreaDataTime.parse("2026-11-26 17:15"))
        let late = try Self.decode([Self.row()], at: AirKoreaDataTime.parse("2026-11-26 17:30")!)
        #expect(late.expiresAt == AirKoreaDataTime.parse("2026-11-26 17:40"), "the 17 h release is due and not in it")
    }

    @Test("the schedule: before 05:15 the day before's 23 h release; the next one readable 15 minutes after its hour")
    func schedule() {
        #expect(
            DustForecastSchedule.latest(at: AirKoreaDataTime.parse("2026-11-26 05:10")!)
                == AirKoreaDataTime.parse("2026-11-25 23:00")
        )
        #expect(
            DustForecastSchedule.latest(at: AirKoreaDataTime.parse("2026-11-26 05:15")!)
                == AirKoreaDataTime.parse("2026-11-26 05:00")
        )
        #expect(
            DustForecastSchedule.nextAvailability(after: AirKoreaDataTime.parse("2026-11-26 23:30")!)
                == AirKoreaDataTime.parse("2026-11-27 05:15")
        )
        #expect(
            DustForecastTarget(releaseDay: Self.today, requestedAt: Self.requestedAt).queryItems.first?.value
                == "2026-11-26"
        )
    }
}
