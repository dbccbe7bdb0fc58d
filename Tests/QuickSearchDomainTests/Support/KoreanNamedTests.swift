import QuickSearchDomain
import Testing

/// `KoreanNamed`: every value is found again from its own Korean name, and other text finds none.
@Suite("KoreanNamed")
struct KoreanNamedTests {
    @Test("Each case round-trips through its Korean name")
    func roundTrip() {
        for grade in DustGrade.allCases { #expect(DustGrade(koreanName: grade.koreanName) == grade) }
        for level in AlertLevel.allCases { #expect(AlertLevel(koreanName: level.koreanName) == level) }
        for region in DustForecastRegion.allCases {
            #expect(DustForecastRegion(koreanName: region.koreanName) == region)
        }
        for kind in AlertKind.allCases { #expect(AlertKind(koreanName: kind.koreanName) == kind) }
    }

    @Test("Other text, a padded name or a part of one names nothing")
    func unknownNames() {
        #expect(DustGrade(koreanName: "나쁨") == .bad)
        #expect(DustGrade(koreanName: " 나쁨") == nil)
        #expect(DustGrade(koreanName: "매우") == nil)
        #expect(AlertLevel(koreanName: "") == nil)
        #expect(DustForecastRegion(koreanName: "경기") == nil)
    }

    @Test("A weather name is a kind of weather warning, never a fine-dust size")
    func weatherNames() {
        #expect(AlertKind(weatherName: AlertKind.strongWind.koreanName) == .strongWind)
        #expect(AlertKind(weatherName: AlertKind.pm10.koreanName) == nil)
        #expect(AlertKind(koreanName: AlertKind.pm10.koreanName) == .pm10)
    }
}
