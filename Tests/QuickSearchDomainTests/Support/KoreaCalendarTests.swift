import Foundation
import TestRandomness
import Testing

@testable import QuickSearchDomain

/// `KoreaCalendar`'s arithmetic against Foundation's Gregorian calendar in the same zone, on
/// seeded random times from 1890 to 3010 (the edges of what it computes itself included) and
/// on components that run past a month's end.
@Suite("KoreaCalendar")
struct KoreaCalendarTests {
    static let foundation: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = KoreaTime.timeZone
        return calendar
    }()
    static let korea = KoreaTime.calendar

    /// Seeded times, whole and fractional, and the first and last seconds around each edge.
    static let times: [Date] = {
        var generator = SeededRandom(seed: 1988)
        let edges: [Double] = [-2_208_988_800, 32_503_680_000, 0, 951_782_400, 4_107_542_400]
        let near = edges.flatMap { edge in [-32_400.5, -32_400, -1, -0.25, 0, 0.5, 1, 86_399].map { edge + $0 } }
        let seconds = (0..<3000).map { _ in Double.random(in: -2_524_000_000...32_850_000_000, using: &generator) }
        return (near + seconds + seconds.map { $0.rounded(.down) }).map(Date.init(timeIntervalSince1970:))
    }()

    @Test("components, start of day, same day, day of year and adding days")
    func components() {
        let set: Set<Calendar.Component> = [.year, .month, .day, .hour, .minute, .second, .weekday]
        for (index, date) in Self.times.enumerated() {
            #expect(Self.korea.dateComponents(set, from: date) == Self.foundation.dateComponents(set, from: date))
            #expect(
                Self.korea.dateComponents([.hour, .minute], from: date)
                    == Self.foundation.dateComponents([.hour, .minute], from: date)
            )
            #expect(Self.korea.component(.hour, from: date) == Self.foundation.component(.hour, from: date))
            #expect(Self.korea.startOfDay(for: date) == Self.foundation.startOfDay(for: date))
            #expect(
                Self.korea.ordinality(of: .day, in: .year, for: date)
                    == Self.foundation.ordinality(of: .day, in: .year, for: date)
            )
            let other = Self.times[(index * 7 + 3) % Self.times.count].addingTimeInterval(Double(index % 3) * 3600)
            #expect(Self.korea.isDate(date, inSameDayAs: other) == Self.foundation.isDate(date, inSameDayAs: other))
            for days in [-400, -1, 1, 30] {
                #expect(
                    Self.korea.date(byAdding: .day, value: days, to: date)
                        == Self.foundation.date(byAdding: .day, value: days, to: date)
                )
            }
        }
    }

    @Test("a day's text is the Foundation calendar's year, month and day, zero-padded, with or without dashes")
    func dayTexts() {
        for date in Self.times {
            let parts = Self.foundation.dateComponents([.year, .month, .day], from: date)
            let expected = String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
            #expect(Self.korea.dayText(date) == expected)
            #expect(Self.korea.dayText(date, separator: "") == expected.replacingOccurrences(of: "-", with: ""))
        }
    }

    @Test("dates from components, those past a month's end and hour 24 included")
    func datesFromComponents() {
        var random = SeededRandom(seed: 9)
        var cases = [
            DateComponents(year: 2026, month: 2, day: 29), DateComponents(year: 2024, month: 2, day: 30),
            DateComponents(year: 2026, month: 4, day: 31), DateComponents(year: 2026, month: 12, day: 31, hour: 24),
            DateComponents(year: 1900, month: 1, day: 1), DateComponents(year: 2998, month: 12, day: 31, hour: 23),
            DateComponents(year: 1899, month: 12, day: 31), DateComponents(year: 3000, month: 1, day: 1),
            DateComponents(year: 2026, month: 13, day: 1), DateComponents(year: 2026, month: 0, day: 1),
            DateComponents(year: 2026, month: 5, day: 0), DateComponents(year: 2026, month: 5, day: 32),
            DateComponents(year: 2026, month: 5, day: 3, hour: 25), DateComponents(year: 2026, month: 5),
            DateComponents(year: 2026, month: 5, day: 3, hour: 7, minute: 60),
            DateComponents(timeZone: .gmt, year: 2026, month: 5, day: 3),
        ]
        for _ in 0..<2000 {
            cases.append(
                DateComponents(
                    year: Int.random(in: 1895...3003, using: &random),
                    month: Int.random(in: 1...12, using: &random),
                    day: Int.random(in: 1...31, using: &random),
                    hour: Int.random(in: 0...24, using: &random),
                    minute: Int.random(in: 0...59, using: &random),
                    second: Bool.random(using: &random) ? nil : Int.random(in: 0...59, using: &random)
                )
            )
        }
        for components in cases {
            #expect(Self.korea.date(from: components) == Self.foundation.date(from: components), "\(components)")
        }
    }

    @Test("the instant of a real date and time, nil past a month's end, as Foundation's calendar names it")
    func realDates() {
        var random = SeededRandom(seed: 31)
        var cases: [(Int, Int, Int, Int, Int)] = [
            (2024, 2, 29, 0, 0), (2026, 2, 29, 12, 0), (2100, 2, 29, 0, 0), (2000, 2, 29, 23, 59), (2026, 11, 31, 9, 0),
            (2026, 12, 31, 23, 59), (1900, 1, 1, 0, 0), (1901, 1, 1, 0, 0), (2998, 12, 31, 23, 59), (2999, 1, 1, 0, 0),
            (1899, 12, 31, 12, 0), (2026, 13, 1, 0, 0), (2026, 5, 3, 24, 0), (2026, 5, 3, 7, 60), (2026, 5, 0, 7, 0),
        ]
        for _ in 0..<3000 {
            cases.append(
                (
                    Int.random(in: 1895...3003, using: &random), Int.random(in: 1...12, using: &random),
                    Int.random(in: 1...31, using: &random), Int.random(in: 0...23, using: &random),
                    Int.random(in: 0...59, using: &random)
                )
            )
        }
        for (year, month, day, hour, minute) in cases {
            let parts = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
            let expected = Self.foundation.date(from: parts).flatMap { instant in
                let check = Self.foundation.dateComponents([.year, .month, .day], from: instant)
                return check.year == year && check.month == month && check.day == day ? instant : nil
            }
            #expect(
                Self.korea.date(year: year, month: month, day: day, hour: hour, minute: minute) == expected,
                "\(year)-\(month)-\(day) \(hour):\(minute)"
            )
        }
    }
}
