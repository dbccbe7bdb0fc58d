import Foundation
import QuickSearchDomain
import Testing

/// The forecast as it stands: the newest release of each day, pollutant and region.
@Suite("Dust forecast")
struct DustForecastTests {
    /// 2026-11-26 00:00 KST.
    static let today = Date(timeIntervalSince1970: 1_795_618_800)
    static let tomorrow = today.addingTimeInterval(86_400)

    static func entry(
        _ day: Date,
        _ pollutant: ForecastPollutant,
        _ grade: DustGrade,
        issued hour: Double,
        region: DustForecastRegion = .seoul
    ) -> DustForecastEntry {
        DustForecastEntry(
            date: day,
            pollutant: pollutant,
            region: region,
            grade: grade,
            issuedAt: today.addingTimeInterval(hour * 3600),
            cause: nil
        )
    }

    @Test("a later release replaces an earlier one's grade, whatever the order given")
    func newestWins() {
        let forecast = DustForecast(entries: [
            Self.entry(Self.tomorrow, .pm10, .bad, issued: 17), Self.entry(Self.tomorrow, .pm10, .good, issued: 11),
            Self.entry(Self.today, .pm10, .moderate, issued: 5), Self.entry(Self.tomorrow, .pm10, .good, issued: 17),
        ])
        #expect(forecast.entries.map(\.grade) == [.moderate, .bad])
        #expect(forecast.entries.map(\.date) == [Self.today, Self.tomorrow])
    }

    @Test("a region's entries from today on; tomorrow's grade the worse of PM10 and PM2.5, ozone aside")
    func region() {
        let forecast = DustForecast(entries: [
            Self.entry(Self.today.addingTimeInterval(-86_400), .pm10, .veryBad, issued: -1),
            Self.entry(Self.tomorrow, .pm10, .moderate, issued: 11), Self.entry(Self.tomorrow, .pm25, .bad, issued: 11),
            Self.entry(Self.tomorrow, .ozone, .veryBad, issued: 11),
            Self.entry(Self.tomorrow, .pm25, .veryBad, issued: 11, region: .busan),
        ])
        let seoul = forecast.entries(for: .seoul, from: Self.today.addingTimeInterval(14 * 3600))
        #expect(seoul.count == 3)
        #expect(seoul.tomorrowsGrade(after: Self.today.addingTimeInterval(14 * 3600)) == .bad)
        #expect(seoul.tomorrowsGrade(after: Self.tomorrow.addingTimeInterval(3600)) == nil)
    }
}
