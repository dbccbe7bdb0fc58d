import Foundation
import QuickSearchDomain
import Testing

@testable import QuickSearchData

/// AirKorea's own forms: its grade codes and its `dataTime`.
@Suite("AirKorea grade codes and times")
struct AirKoreaFormTests {
    @Test("Grade codes and names", arguments: [("1", "좋음"), ("2", "보통"), ("3", "나쁨"), ("4", "매우나쁨")])
    func codes(code: String, name: String) throws {
        #expect(try #require(AirKoreaValue.grade(code: code)).koreanName == name)
    }

    @Test("Unknown grade codes read as nil", arguments: ["0", "5", "-", "", "1e19", "0x1", "1.0", "٢", "1 1"])
    func unknownCodes(code: String) {
        #expect(AirKoreaValue.grade(code: code) == nil)
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
