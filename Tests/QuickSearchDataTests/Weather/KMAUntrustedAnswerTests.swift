import Foundation
import QuickSearchDomain
import TestSupport
import Testing

@testable import QuickSearchData

/// KMA answers that are not weather (issue 16 §2), read by the targets and the service: values
/// in forms KMA does not publish, rows for another cell or base, times outside the base's range,
/// a stale or missing part.
@Suite("KMA answers that are not weather")
struct KMAUntrustedAnswerTests {
    static let afternoon = KMAFixtures.kst(14, 20)
    static let villageBase = ForecastBase(issuedAt: KMAFixtures.kst(14, 0))

    static func target(_ operation: ForecastOperation, base: ForecastBase = villageBase) -> KMAForecastTarget {
        KMAForecastTarget(operation: operation, base: base, grid: KMAFixtures.seoulGrid, requestedAt: afternoon)
    }

    /// A forecast row of the 14:00 base for grid 60,127 unless told otherwise.
    static func row(
        _ category: String,
        _ value: String,
        date: String = "20261126",
        time: String = "1500",
        nx: String = "60",
        ny: String = "127",
        baseDate: String = "20261126",
        baseTime: String = "1400"
    ) -> String {
        #"{"baseDate":"\#(baseDate)","baseTime":"\#(baseTime)","category":"\#(category)","fcstDate":"\#(date)","fcstTime":"\#(time)","fcstValue":"\#(value)","obsrValue":"\#(value)","nx":\#(nx),"ny":\#(ny)}"#
    }

    static func answer(_ rows: [String]) -> HTTPResponse {
        let body =
            #"{"response":{"header":{"resultCode":"00","resultMsg":"NORMAL_SERVICE"},"body":{"items":{"item":["#
            + rows.joined(separator: ",") + "]}}}}"
        return HTTPResponse(status: 200, body: Data(body.utf8))
    }

    @Test(
        "0x1F and 4.2e1 are left out for every category, counted once each, never read as 31 or 42",
        arguments: [ForecastOperation.villageForecast, .nowcast]
    )
    func unpublishedValues(_ operation: ForecastOperation) throws {
        let base = Self.villageBase
        let rows = ["T1H", "TMP", "REH", "WSD", "POP", "VEC"].flatMap { [Self.row($0, "0x1F"), Self.row($0, "4.2e1")] }
        let read = try Self.target(operation, base: base).decode(Self.answer(rows + [Self.row("REH", "55")])).value
        #expect(read.items.map(\.value) == [.humidity(55)])
        #expect(read.unpublishedCount == 12)
        #expect(read.unpublishedCategories == ["T1H", "TMP", "REH", "WSD", "POP", "VEC"])
        #expect(
            read.note("kma-village")
                == "kma-village: left out 12 values not in a form KMA publishes (T1H, TMP, REH, WSD, …)"
        )
        let nothing = #expect(throws: SourceFailure.self) {
            _ = try Self.target(operation, base: base).decode(Self.answer([Self.row("T1H", "0x1F")]))
        }
        #expect(nothing?.kind == .noData)
        #expect(nothing?.message.contains("left out 1 value not in a form KMA publishes (T1H)") == true)
    }

    @Test("The documented text forms stand; a value's unit must be its category's")
    func textForms() throws {
        let forms =
            ["강수없음", "1mm 미만", "1.0mm 미만", "2.5mm", "30.0~50.0mm", "50.0mm 이상"].map { Self.row("PCP", $0) }
            + ["적설없음", "1.0cm 미만", "2.0cm", "5.0cm 이상"].map { Self.row("SNO", $0) }
        let read = try Self.target(.villageForecast).decode(
            Self.answer(forms + [Self.row("PCP", "5.0cm"), Self.row("SNO", "2.5mm")])
        ).value
        #expect(read.items.count == forms.count)
        #expect(read.unpublishedCategories == ["PCP", "SNO"])
    }

    @Test("Rows for another grid cell or base are ignored; nx/ny as numbers or strings")
    func otherCellOrBase() throws {
        let rows = [
            Self.row("TMP", "1", nx: "61"), Self.row("TMP", "2", ny: "128"), Self.row("TMP", "3", baseDate: "20261119"),
            Self.row("TMP", "4", baseTime: "1100"), Self.row("TMP", "5", nx: #""60""#, ny: #""127""#),
            Self.row("TMP", "6", nx: "60.0"), Self.row("TMP", "7", nx: "null"), Self.row("TMP", "8", nx: #""0x3C""#),
        ]
        let read = try Self.target(.villageForecast).decode(Self.answer(rows)).value
        #expect(read.items.map(\.value) == [.temperature(5), .temperature(6)])
        #expect(read.note("kma-village") == nil, "ignored rows are not a note")

        let failure = #expect(throws: SourceFailure.self) {
            _ = try Self.target(.villageForecast).decode(Self.answer(Array(rows.prefix(4))))
        }
        #expect(failure?.kind == .noData, "so the previous base is asked for")
        #expect(
            failure?.message
                == "kma-village: the answer has no rows for grid 60,127 at the 20261126 1400 base (its rows are for another cell or base); try again later"
        )
    }

    @Test("Times outside the base's range are left out: a village row in 2999, an ultra-short hour past six")
    func outsideTheBase() throws {
        let village = try Self.target(.villageForecast).decode(
            Self.answer([
                Self.row("TMP", "9"), Self.row("TMP", "9", date: "29991231"), Self.row("TMP", "9", date: "20261120"),
                Self.row("TMP", "9", time: "1300"), Self.row("TMP", "9", date: "20261201", time: "2300"),
                Self.row("TMP", "9", date: "20261202", time: "0000"),
            ])
        ).value
        #expect(village.items.map(\.time) == [KMAFixtures.kst(15, 0), KMAFixtures.kst(day: 31, 23, 0)])
        #expect(village.outOfRangeCount == 4)
        #expect(
            village.note("kma-village") == "kma-village: left out 4 rows not timed within the base's forecast range"
        )

        let ultraBase = ForecastBase(issuedAt: KMAFixtures.kst(13, 30))
        let ultra = try Self.target(.ultraShortForecast, base: ultraBase).decode(
            Self.answer(
                ["1400", "1900", "2000"].map { Self.row("SKY", "1", time: $0, baseTime: "1330") }
            )
        ).value
        #expect(ultra.items.map(\.time) == [KMAFixtures.kst(14, 0), KMAFixtures.kst(19, 0)])
        #expect(ultra.outOfRangeCount == 1)
    }

    @Test("A forecast time off the hour is no forecast time: KMA forecasts whole hours")
    func offTheHour() throws {
        let read = try Self.target(.villageForecast).decode(
            Self.answer([Self.row("TMP", "9", time: "1525"), Self.row("TMP", "8", time: "1600")])
        ).value
        #expect(read.items.map(\.time) == [KMAFixtures.kst(16, 0)])
        #expect(read.outOfRangeCount == 1)
        let hours = ShortTermForecast(items: read.items).hourly(
            at: PortalPoints.seoulCityHall,
            from: Self.afternoon,
            hours: 3
        )
        #expect(hours.map(\.time) == [KMAFixtures.kst(16, 0)], "a 15:25 row is no hour")
    }

    @Test("A now-cast observation is the base's: rows of another base (a week ago) are ignored")
    func nowcastOfAnotherBase() throws {
        let base = ForecastBase(issuedAt: KMAFixtures.kst(14, 0))
        let failure = #expect(throws: SourceFailure.self) {
            _ = try Self.target(.nowcast, base: base).decode(
                Self.answer([Self.row("T1H", "3", baseDate: "20261119"), Self.row("REH", "40", baseDate: "20261119")])
            )
        }
        #expect(failure?.message.contains("its rows are for another cell or base") == true)
    }

    @Test("The now-cast part: current, stale past 100 minutes (marked, not refused), refused after the clock")
    func nowcastFreshness() throws {
        let base = ForecastBase(issuedAt: KMAFixtures.kst(12, 0))
        let rows = try Self.target(.nowcast, base: base).decode(
            Self.answer([Self.row("T1H", "3.5", baseTime: "1200"), Self.row("REH", "40", baseTime: "1200")])
        ).value
        let answer = ForecastAnswer(base: base, rows: rows)
        let noSky = Result<ForecastAnswer, SourceFailure>.failure(SourceFailure(.unavailable, "kma-ultra-short: down"))
        func part(at now: Date) -> WeatherReportPart<CurrentConditions> {
            KMAWeatherService.current(
                nowcast: .success(answer),
                ultraShort: noSky,
                at: PortalPoints.seoulCityHall,
                now: now
            )
        }
        #expect(part(at: KMAFixtures.kst(13, 40)).value?.isStale == false)
        let stale = part(at: KMAFixtures.kst(13, 41))
        #expect(stale.value?.isStale == true)
        #expect(stale.value?.temperature == 3.5)
        #expect(stale.note == nil)
        let early = part(at: KMAFixtures.kst(11, 59))
        #expect(early.value == nil)
        #expect(early.note?.contains("the 20261126 1200 observation is not current") == true)
        #expect(part(at: KMAFixtures.kst(day: 29, 12, 1)).value == nil, "older than the three days KMA serves")
    }

    @Test("UV: a bulletin for another region or time is ignored; a value of 0x1F for now is a note, not an index")
    func uv() async throws {
        let target = UVIndexTarget(
            regionCode: "1100000000",
            bulletin: KMAFixtures.kst(6, 0),
            requestedAt: Self.afternoon
        )
        func answer(_ items: String...) -> HTTPResponse {
            let body =
                #"{"response":{"header":{"resultCode":"00"},"body":{"items":{"item":["# + items.joined(separator: ",")
                + "]}}}}"
            return HTTPResponse(status: 200, body: Data(body.utf8))
        }
        let other = #"{"areaNo":"2600000000","date":"2026112606","h6":"9"}"#
        let older = #"{"areaNo":"1100000000","date":"2026112518","h6":"8"}"#
        let asked = #"{"areaNo":"1100000000","date":"2026112606","h6":"4"}"#
        #expect(try target.decode(answer(other, older, asked)).value.indices.map(\.value) == [4])
        let failure = #expect(throws: SourceFailure.self) { _ = try target.decode(answer(other, older)) }
        #expect(failure?.kind == .noData)
        #expect(failure?.message.contains("its bulletins are for another region or time") == true)

        let upstreams = try PortalUpstreams(faults: ["kma-uv:field=h6=0x1F"], now: Self.afternoon)
        let report = try await KMAFixtures.service(upstreams).report(
            for: KMAFixtures.place(),
            hours: 24,
            refresh: false,
            deadline: nil
        )
        #expect(report.uv.value == nil)
        #expect(report.uv.note?.hasPrefix("kma-uv: left out this hour's value") == true)
    }

    @Test("A now-cast whose newest base is missing falls back two hours back: shown, marked stale")
    func staleFallback() async throws {
        let upstreams = try PortalUpstreams(
            faults: ["kma-nowcast:error=portal-03:times=1"],
            now: KMAFixtures.kst(14, 5)
        )
        let report = try await KMAFixtures.service(upstreams).report(
            for: KMAFixtures.place(),
            hours: 24,
            refresh: false,
            deadline: nil
        )
        #expect(KMAFixtures.bases(upstreams, KMAFixtures.nowcastPath) == ["20261126 1300", "20261126 1200"])
        #expect(report.current.value?.observedAt == KMAFixtures.kst(12, 0))
        #expect(report.current.value?.isStale == true)
    }

    @Test("Values left out of the now-cast: the part stands with the one note")
    func nowcastNote() async throws {
        let upstreams = try PortalUpstreams(
            faults: ["kma-nowcast:field=obsrValue=0x1F:where=category=T1H"],
            now: Self.afternoon
        )
        let report = try await KMAFixtures.service(upstreams).report(
            for: KMAFixtures.place(),
            hours: 24,
            refresh: false,
            deadline: nil
        )
        let current = try #require(report.current.value)
        #expect(current.temperature == nil)
        #expect(current.humidity != nil)
        #expect(report.current.note == "kma-nowcast: left out 1 value not in a form KMA publishes (T1H)")
    }
}
