import Foundation
import QuickSearchDomain
import Testing

@Suite("Dev-Event announcements: once per threshold")
struct DevEventAnnouncementPlanTests {
    typealias S = DevEventTestSupport

    /// Registration closes on 2026-09-10 at 18:00.
    static let event = S.event(title: "마감 행사", period: "09. 01(화) ~ 09. 10(목) 18:00", section: S.month(2026, 9))
    static let thresholds = [3 * 86_400, 86_400, 3 * 3_600]

    /// What a timer announces at each of `times`, remembering what it announced.
    static func run(_ times: [String], thresholds: [Int] = thresholds) throws -> [[String]] {
        var announced = Set<DevEventAnnouncementKey>()
        return try times.map { text in
            let now = try #require(S.seoul(text))
            let due = DevEventDue.select(from: [event], within: TimeInterval(thresholds.max() ?? 0), at: now)
            let plan = DevEventAnnouncementPlan(
                due: due,
                thresholds: thresholds,
                announced: announced,
                at: now,
                again: false
            )
            announced.formUnion(plan.announcements.map(\.key))
            return plan.announcements.map { DevEventAnnouncementPlan.label($0.threshold) }
        }
    }

    @Test("a timer every few hours announces at 3d, 1d and 3h, each once, and nothing after the deadline")
    func eachThresholdOnce() throws {
        let runs = try Self.run([
            "2026-09-06 18:00", "2026-09-07 18:00", "2026-09-07 18:10", "2026-09-08 12:00", "2026-09-09 18:00",
            "2026-09-10 14:00", "2026-09-10 15:00", "2026-09-10 17:50", "2026-09-10 18:01",
        ])
        #expect(runs == [[], ["3d"], [], [], ["1d"], [], ["3h"], [], []])
    }

    @Test("a run that missed the earlier thresholds announces once, at the nearest")
    func missedThresholds() throws {
        #expect(try Self.run(["2026-09-10 16:00", "2026-09-10 16:10"]) == [["3h"], []])
    }

    @Test("what was announced is counted; --again announces it anyway; a moved deadline is new")
    func againAndMoved() throws {
        let now = try #require(S.seoul("2026-09-09 20:00"))
        let due = DevEventDue.select(from: [Self.event], within: 3 * 86_400, at: now)
        let first = DevEventAnnouncementPlan(
            due: due,
            thresholds: Self.thresholds,
            announced: [],
            at: now,
            again: false
        )
        let keys = Set(first.announcements.map(\.key))
        let second = DevEventAnnouncementPlan(
            due: due,
            thresholds: Self.thresholds,
            announced: keys,
            at: now,
            again: false
        )
        #expect(second.announcements.isEmpty)
        #expect(second.alreadyAnnounced == 1)
        let again = DevEventAnnouncementPlan(
            due: due,
            thresholds: Self.thresholds,
            announced: keys,
            at: now,
            again: true
        )
        #expect(again.announcements.map(\.key) == first.announcements.map(\.key))
        let moved = S.event(title: "마감 행사", period: "09. 01(화) ~ 09. 10(목) 20:00", section: S.month(2026, 9))
        let movedDue = DevEventDue.select(from: [moved], within: 3 * 86_400, at: now)
        let afterMove = DevEventAnnouncementPlan(
            due: movedDue,
            thresholds: Self.thresholds,
            announced: keys,
            at: now,
            again: false
        )
        #expect(afterMove.announcements.count == 1)
    }

    @Test(
        "thresholds are written as --at takes them",
        arguments: [(259_200, "3d"), (10_800, "3h"), (5_400, "1h30m"), (90_061, "1d1h1m1s"), (45, "45s"), (0, "0s")]
    )
    func label(seconds: Int, text: String) {
        #expect(DevEventAnnouncementPlan.label(seconds) == text)
    }
}
