import Foundation
import QuickSearchData
import QuickSearchDomain
import Testing

@testable import CommandKit
@testable import QuickSearchApp

@Suite("qsearch weather --watch: rounds at publication times on a fake clock")
struct WeatherWatchTests {
    typealias F = WeatherFixtures

    @Test("The next round: the earliest next now-cast or ultra-short publication, plus a minute")
    func nextRound() {
        #expect(
            WeatherWatch.nextRound(after: F.time(15).addingTimeInterval(600)) == F.time(15).addingTimeInterval(46 * 60)
        )
        #expect(
            WeatherWatch.nextRound(after: F.time(15).addingTimeInterval(46 * 60))
                == F.time(16).addingTimeInterval(11 * 60)
        )
        #expect(
            WeatherWatch.nextRound(after: F.time(23).addingTimeInterval(50 * 60))
                == F.time(0, day: 1).addingTimeInterval(11 * 60)
        )
    }

    @Test(
        "Piped: three rounds appended as blocks; a failure in between keeps the last report and shows its age; Ctrl-C ends with 0"
    )
    func piped() async {
        let clock = FakeClock(F.now)
        let waiter = FakeWatchWaiter(clock: clock, rounds: 3)
        let reporter = FakeWeatherReporter(answers: [
            "혜화동": [
                .success(F.report(F.hyehwa)), .failure(.init(.timeout, "data.go.kr: timed out")),
                .success(F.report(F.hyehwa, temperature: 14)),
            ]
        ])
        let run = await F.run(
            ["weather", "혜화동", "--format", "line", "--watch", "--refresh"],
            reporter: reporter,
            places: FakeWeatherPlaces(saved: [F.hyehwa]),
            waiter: waiter
        )
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout == "혜화동 ☀ 12°C ↓4° ↑15° 강수 10%\n\n혜화동 ☀ 12°C ↓4° ↑15° 강수 10%\n\n혜화동 ☀ 14°C ↓4° ↑15° 강수 10%\n"
        )
        #expect(
            run.stderr
                == "혜화동: refresh failed (data.go.kr: timed out); showing the report from 15:10 (36 minutes ago)\n"
        )
        #expect(
            waiter.wakeUps == [
                F.time(15).addingTimeInterval(46 * 60), F.time(16).addingTimeInterval(11 * 60),
                F.time(16).addingTimeInterval(46 * 60),
            ]
        )
        #expect(reporter.refreshes == [true, false, false], "--refresh only for the first round")
        #expect(!run.stdout.contains("\u{1B}"))
    }

    @Test("A place never fetched is an error line until it answers")
    func neverFetched() async {
        let waiter = FakeWatchWaiter(clock: FakeClock(F.now), rounds: 2)
        let reporter = FakeWeatherReporter(answers: [
            "혜화동": [.failure(.init(.unavailable, "down")), .success(F.report(F.hyehwa))]
        ])
        let run = await F.run(
            ["weather", "혜화동", "--format", "line", "--watch"],
            reporter: reporter,
            places: FakeWeatherPlaces(saved: [F.hyehwa]),
            waiter: waiter
        )
        #expect(run.status == 0)
        #expect(run.stderr == "qsearch: error: 혜화동: down\n")
        #expect(run.stdout == "혜화동 ☀ 12°C ↓4° ↑15° 강수 10%\n")
    }

    @Test(
        "On a terminal: the cursor hidden, each round redrawn in place with a status line, the cursor shown at the end"
    )
    func terminal() async {
        let waiter = FakeWatchWaiter(clock: FakeClock(F.now), rounds: 2)
        let reporter = FakeWeatherReporter(answers: [
            "혜화동": [.success(F.report(F.hyehwa)), .failure(.init(.timeout, "timed out"))]
        ])
        let run = await F.run(
            ["weather", "혜화동", "--format", "line", "--watch"],
            reporter: reporter,
            places: FakeWeatherPlaces(saved: [F.hyehwa]),
            terminal: DustFixtures.plainTerminal,
            waiter: waiter
        )
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix(ScreenSession.hideCursor + ScreenSession.clearScreen + "혜화동 ☀ 12°C"))
        #expect(run.stdout.hasSuffix(ScreenSession.showCursor + "\n"))
        #expect(run.stdout.components(separatedBy: ScreenSession.clearScreen).count == 3)
        #expect(run.stdout.contains("updated 15:10 · next update at 15:46 · Ctrl-C to quit"))
        #expect(run.stdout.contains("혜화동: refresh failed (timed out); showing the report from 15:10 (36 minutes ago)"))
        #expect(run.stderr == "")
    }

    @Test(
        "Ctrl-C during a round's fetch: that round is not printed, the watch ends with 0 and the terminal restored",
        arguments: [1, 2]
    )
    func interruptedWhileFetching(call: Int) async {
        let waiter = FakeWatchWaiter(clock: FakeClock(F.now), rounds: 5)
        let reporter = InterruptingWeatherReporter(
            reporter: FakeWeatherReporter(["혜화동": .success(F.report(F.hyehwa))]),
            waiter: waiter,
            call: call
        )
        let places = FakeWeatherPlaces(saved: [F.hyehwa])
        let arguments = ["weather", "혜화동", "--format", "line", "--watch"]
        let terminal = await F.run(
            arguments,
            reporter: reporter,
            places: places,
            terminal: DustFixtures.plainTerminal,
            waiter: waiter
        )
        #expect(terminal.status == 0)
        #expect(terminal.stdout.hasPrefix(ScreenSession.hideCursor))
        #expect(terminal.stdout.hasSuffix(ScreenSession.showCursor + "\n"))
        #expect(terminal.stdout.components(separatedBy: ScreenSession.clearScreen).count == call)
        #expect(waiter.wakeUps.count == call - 1, "no wait after Ctrl-C")
        let pipedWaiter = FakeWatchWaiter(clock: FakeClock(F.now), rounds: 5)
        let piped = await F.run(
            arguments,
            reporter: InterruptingWeatherReporter(
                reporter: FakeWeatherReporter(["혜화동": .success(F.report(F.hyehwa))]),
                waiter: pipedWaiter,
                call: call
            ),
            places: places,
            waiter: pipedWaiter
        )
        #expect(piped.status == 0)
        #expect(piped.stdout == String(repeating: "혜화동 ☀ 12°C ↓4° ↑15° 강수 10%\n", count: call - 1))
        #expect(piped.stderr == "")
    }

    @Test("--watch with --json is a usage error")
    func watchJSON() async {
        let run = await F.run(["weather", "--watch", "--json"], reporter: FakeWeatherReporter([:]))
        #expect(run.status == 64)
    }
}
