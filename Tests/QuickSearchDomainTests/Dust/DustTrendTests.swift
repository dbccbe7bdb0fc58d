import Foundation
import QuickSearchDomain
import Testing

/// A station's 24 hours keyed by time, not position.
@Suite("Dust trend")
struct DustTrendTests {
    static let end = Date(timeIntervalSince1970: 1_795_669_200)

    static func hour(_ back: Double, _ pm10: Double?, _ pm25: Double? = nil) -> DustTrend.Hour {
        DustTrend.Hour(time: end.addingTimeInterval(-back * 3600), pm10: pm10, pm25: pm25)
    }

    @Test("oldest first, the last slot the newest hour; a missing hour is a gap, not a shift")
    func gaps() {
        let hours = (0..<24).filter { ![3, 4].contains($0) }.map {
            Self.hour(Double($0), Double($0), $0 == 5 ? nil : 1)
        }
        let trend = DustTrend(hours: hours.shuffled(), endingAt: Self.end)
        #expect(trend.pm10.count == 24 && trend.pm25.count == 24)
        #expect(trend.pm10[23] == 0)
        #expect(trend.pm10[0] == 23)
        #expect(trend.pm10[20] == nil && trend.pm10[19] == nil, "3 and 4 hours back were not published")
        #expect(trend.pm10[18] == 5 && trend.pm25[18] == nil, "5 hours back has PM10 but no PM2.5")
    }

    @Test("hours off the hour, after the end, a day or more back, or given twice do not move the series")
    func hostile() {
        let trend = DustTrend(
            hours: [
                Self.hour(0, 1), Self.hour(0, 99), Self.hour(0.5, 98), Self.hour(-1, 97), Self.hour(24, 96),
                Self.hour(1e12, 95), DustTrend.Hour(time: .distantFuture, pm10: 94, pm25: nil),
            ],
            endingAt: Self.end
        )
        #expect(trend.pm10 == [Double?](repeating: nil, count: 23) + [1])
    }
}
