import Foundation
import Testing

@testable import QuickSearchDomain

@Suite("Dust grades and AirKorea times")
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

    @Test("Grade codes and names", arguments: [("1", "좋음"), ("2", "보통"), ("3", "나쁨"), ("4", "매우나쁨")])
    func codes(code: String, name: String) throws {
        #expect(try #require(DustGrade(code: code)).koreanName == name)
    }

    @Test("Unknown grade codes read as nil", arguments: ["0", "5", "-", "", "1e19", "0x1", "1.0", "٢", "1 1"])
    func unknownCodes(code: String) {
        #expect(DustGrade(code: code) == nil)
    }

    @Test("dataTime 24:00 is the next day's midnight")
    func midnight() throws {
        let end = try #require(AirKoreaDataTime.parse("2025-11-26 24:00"))
        let next = try #require(AirKoreaDataTime.parse("2025-11-27 00:00"))
        #expect(end == next)
        let afternoon = try #require(AirKoreaDataTime.parse("2025-11-26 14:00"))
        #expect(afternoon == Date(timeIntervalSince1970: 1_764_133_200))
    }

    @Test(
        "Malformed dataTimes are refused",
        arguments: [
            "", "2025-11-26", "2025-11-26 25:00", "2025-11-26 24:30", "2025-13-01 10:00", "2025-02-30 10:00",
            "25-11-26 10:00", "2025-11-26 1:00", "-",
            // Dates that are not real ones or far outside any reading's years, and fields that
            // Int(String) would read (a sign, another script's digits).
            "9999-12-31 24:00", "1999-12-31 23:00", "3000-01-01 00:00", "2025-+1-26 10:00", "2025-11-26 +1:00",
            "2025-11-26 -1:00", "２０２５-11-26 10:00", "2025-11-26T10:00", "2025-11-26  10:00", "2025-11-31 10:00",
        ]
    )
    func malformed(text: String) {
        #expect(AirKoreaDataTime.parse(text) == nil)
    }
}
