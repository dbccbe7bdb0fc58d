import CivilCalendar
import Foundation
import TestRandomness
import Testing

/// `CivilDate`'s arithmetic against Foundation's Gregorian calendar in UTC, on seeded random
/// days from 1600 (Foundation counts Julian days before the reform) to 12000, the edges of
/// centuries and leap days, and every month's length; before 1600, on known days.
@Suite("CivilDate")
struct CivilDateTests {
    static let foundation: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        return calendar
    }()

    @Test("Day numbers of known days, across eras")
    func knownDays() {
        #expect(CivilDate(year: 1970, month: 1, day: 1).daysSince1970 == 0)
        #expect(CivilDate(year: 2000, month: 3, day: 1).daysSince1970 == 11_017)
        #expect(CivilDate(year: 1969, month: 12, day: 31).daysSince1970 == -1)
        #expect(CivilDate(daysSince1970: -719_468) == CivilDate(year: 0, month: 3, day: 1))
        #expect(CivilDate(daysSince1970: -719_469) == CivilDate(year: 0, month: 2, day: 29))
    }

    @Test("The same day as Foundation's calendar, both ways")
    func matchesFoundation() {
        var generator = SeededRandom(seed: 1582)
        let edges = [-135_140, -135_081, -135_080, -25_509, -25_508, -1, 0, 11_016, 11_017, 47_540, 47_541, 2_932_896]
        let days = edges + (0..<2000).map { _ in Int.random(in: -135_140...3_660_000, using: &generator) }
        for number in days {
            let civil = CivilDate(daysSince1970: number)
            let date = Date(timeIntervalSince1970: TimeInterval(number) * 86_400)
            let parts = Self.foundation.dateComponents([.year, .month, .day], from: date)
            #expect(
                civil == CivilDate(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0),
                "\(number)"
            )
            #expect(civil.daysSince1970 == number)
        }
    }

    @Test("Month lengths, leap years by the Gregorian rule")
    func monthLengths() {
        for year in [1900, 2000, 2023, 2024, 2100, 2400] {
            for month in 1...12 {
                let first = CivilDate(year: year, month: month, day: 1).daysSince1970
                let next = CivilDate(year: month == 12 ? year + 1 : year, month: month % 12 + 1, day: 1).daysSince1970
                #expect(CivilDate.daysIn(month: month, of: year) == next - first, "\(year)-\(month)")
            }
        }
        #expect(CivilDate.daysIn(month: 2, of: 2000) == 29 && CivilDate.daysIn(month: 2, of: 1900) == 28)
    }
}
