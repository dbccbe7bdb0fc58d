import Foundation
import QuickSearchDomain
import Testing

/// Which day and hour `--weather` looks at for an event, judged at 2026-11-26 14:05 KST.
@Suite("Dev-Event forecast request: the place, the day and the hour")
struct DevEventForecastRequestTests {
    typealias S = DevEventTestSupport

    static let now = S.seoul("2026-11-26 14:05")!
    static let november = S.month(2026, 11)

    static func request(_ tags: [String], _ period: String, key: String = "일시") -> DevEventForecastRequest {
        DevEventForecastRequest(S.event(tags: tags, period: period, key: key, section: november), now: now)
    }

    @Test("an upcoming event with a time is looked at that hour; without one, the whole day")
    func hourAndDay() throws {
        #expect(
            Self.request(["오프라인(서울 강남구)"], "11. 27(금) 14:00")
                == .forecast(
                    place: "서울 강남구",
                    day: try #require(S.seoul("2026-11-27 00:00")),
                    hour: S.seoul("2026-11-27 14:00")
                )
        )
        #expect(
            Self.request(["오프라인(부산)"], "11. 28(토)")
                == .forecast(place: "부산", day: try #require(S.seoul("2026-11-28 00:00")), hour: nil)
        )
    }

    @Test("an ongoing event is looked at today, for the whole day")
    func ongoing() throws {
        #expect(
            Self.request(["오프라인(서울 강남구)"], "11. 25(수) 10:00 ~ 11. 27(금) 18:00")
                == .forecast(place: "서울 강남구", day: try #require(S.seoul("2026-11-26 00:00")), hour: nil)
        )
    }

    @Test("online: nothing; a registration window, an ended event, no place, a far day: a reason")
    func reasons() throws {
        #expect(Self.request(["온라인"], "11. 27(금) 14:00") == .notApplicable)
        #expect(Self.request(["하이브리드"], "11. 27(금) 14:00") != .notApplicable)
        guard case .unavailable(nil, let registration) = Self.request(["오프라인(서울)"], "11. 20 ~ 11. 27", key: "접수")
        else {
            Issue.record("a registration window is no event day")
            return
        }
        #expect(registration.contains("no event day"))
        guard case .unavailable(_, let over) = Self.request(["오프라인(서울)"], "11. 25(수)") else {
            Issue.record("an ended event has no forecast")
            return
        }
        #expect(over == "the event is over")
        guard case .unavailable(_, let placeless) = Self.request(["오프라인"], "11. 27(금)") else {
            Issue.record("an offline event without a place has no forecast")
            return
        }
        #expect(placeless.contains("names no place"))
        #expect(
            Self.request(["오프라인(서울)"], "11. 30(월)")
                == .forecast(place: "서울", day: try #require(S.seoul("2026-11-30 00:00")), hour: nil),
            "four days ahead: KMA's 17:00 base reaches it"
        )
        guard case .unavailable(let day, let far) = Self.request(["오프라인(서울)"], "12. 01(화)") else {
            Issue.record("five days ahead is beyond every base")
            return
        }
        #expect(day == S.seoul("2026-12-01 00:00"))
        #expect(far.hasPrefix("beyond the forecast horizon") && far.contains("2026-11-30"))
    }
}
