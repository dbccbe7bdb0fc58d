import Foundation
import QuickSearchDomain
import Synchronization
import Testing

@testable import QuickSearchApp

/// `devevents --weather`'s dust grade from the national forecast: one fetch for every event, the
/// region from the resolved address, the worse of PM10 and PM2.5 on the event's day.
@Suite("The dust forecast grade of an event's day")
struct RegionDustForecastGradingTests {
    /// 2026-11-26 00:00 KST.
    static let today = Date(timeIntervalSince1970: 1_795_618_800)

    /// A forecast that counts how often it is asked.
    final class CountingForecast: DustForecastReporting {
        let answer: Result<DustForecast, SourceFailure>
        let asked = Mutex(0)

        init(_ answer: Result<DustForecast, SourceFailure>) {
            self.answer = answer
        }

        func forecast(refresh: Bool, deadline: ContinuousClock.Instant?) async throws -> DustForecast {
            asked.withLock { $0 += 1 }
            return try answer.get()
        }
    }

    static func entry(
        _ pollutant: ForecastPollutant,
        _ grade: DustGrade,
        region: DustForecastRegion
    ) -> DustForecastEntry {
        DustForecastEntry(
            date: today.addingTimeInterval(86_400),
            pollutant: pollutant,
            region: region,
            grade: grade,
            issuedAt: today.addingTimeInterval(11 * 3600),
            cause: nil
        )
    }

    @Test("the worse of PM10 and PM2.5 for the address's region, ozone aside; one fetch for every event")
    func grades() async {
        let forecast = CountingForecast(
            .success(
                DustForecast(entries: [
                    Self.entry(.pm10, .moderate, region: .seoul), Self.entry(.pm25, .bad, region: .seoul),
                    Self.entry(.ozone, .veryBad, region: .seoul), Self.entry(.pm10, .good, region: .gyeonggiNorth),
                ])
            )
        )
        let grading = RegionDustForecastGrading(reporter: forecast)
        let tomorrow = Self.today.addingTimeInterval(86_400 + 14 * 3600)
        async let seoul = grading.grade(
            forPlace: "서울 강남구",
            address: "서울특별시 강남구",
            on: tomorrow,
            refresh: false,
            deadline: nil
        )
        async let goyang = grading.grade(
            forPlace: "고양 킨텍스",
            address: "경기 고양시 일산서구",
            on: tomorrow,
            refresh: false,
            deadline: nil
        )
        #expect(await seoul == .available(.bad))
        #expect(await goyang == .available(.good))
        let later = await grading.grade(
            forPlace: "서울 강남구",
            address: "서울특별시 강남구",
            on: tomorrow.addingTimeInterval(2 * 86_400),
            refresh: false,
            deadline: nil
        )
        #expect(later.value == nil && later.note?.hasPrefix("dust forecast not available: none for 서울") == true)
        #expect(forecast.asked.withLock { $0 } == 1)
    }

    @Test("a region that cannot be told, or a forecast that failed, is the note")
    func notes() async {
        let failing = RegionDustForecastGrading(
            reporter: CountingForecast(.failure(.init(.unavailable, "portal down")))
        )
        let failed = await failing.grade(
            forPlace: "서울 강남구",
            address: "서울특별시 강남구",
            on: Self.today,
            refresh: false,
            deadline: nil
        )
        #expect(failed == .unavailable("portal down"))
        let unknown = await failing.grade(
            forPlace: "판교",
            address: "경기도",
            on: Self.today,
            refresh: false,
            deadline: nil
        )
        #expect(unknown.note == "dust forecast not available: the forecast region of 판교 cannot be told")
    }
}
