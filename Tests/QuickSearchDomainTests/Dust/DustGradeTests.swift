import Foundation
import Testing

@testable import QuickSearchDomain

@Suite("Dust grades")
struct DustGradeTests {
    @Test(
        "PM10 grade boundaries 30/31, 80/81, 150/151",
        arguments: [
            (0.0, DustGrade.good), (30, .good), (31, .moderate), (80, .moderate), (81, .bad), (150, .bad),
            (151, .veryBad),
            (999, .veryBad),
        ]
    )
    func pm10(value: Double, grade: DustGrade) {
        #expect(Pollutant.pm10.grade(of: value) == grade)
    }

    @Test(
        "PM2.5 grade boundaries 15/16, 35/36, 75/76",
        arguments: [
            (0.0, DustGrade.good), (15, .good), (16, .moderate), (35, .moderate), (36, .bad), (75, .bad),
            (76, .veryBad),
            (70.5, .bad),
        ]
    )
    func pm25(value: Double, grade: DustGrade) {
        #expect(Pollutant.pm25.grade(of: value) == grade)
    }

    @Test("Impossible concentrations have no grade", arguments: [-1.0, .nan, .infinity])
    func noGrade(value: Double) {
        #expect(Pollutant.pm10.grade(of: value) == nil)
    }

    @Test("Grades in order, best first, with their official names")
    func order() {
        #expect(DustGrade.allCases.sorted() == [.good, .moderate, .bad, .veryBad])
        #expect(
            DustGrade.good < .moderate && DustGrade.moderate < .bad && DustGrade.bad < .veryBad
                && !(DustGrade.bad < .bad)
        )
        #expect(DustGrade.allCases.map(\.koreanName) == ["좋음", "보통", "나쁨", "매우나쁨"])
    }
}
