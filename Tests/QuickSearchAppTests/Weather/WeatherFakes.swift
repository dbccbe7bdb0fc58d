import CommandKit
import Foundation
import QuickSearchData
import Synchronization

@testable import QuickSearchApp
@testable import QuickSearchDomain

/// A `WeatherReporting` that answers from a script per place name (one answer per call, the
/// last repeated) and records what it was asked. With `gate`, every call waits until `gate`
/// calls have been made, so a run finishes only when the places are requested at once.
final class FakeWeatherReporter: WeatherReporting {
    let answers: [String: [Result<WeatherReport, SourceFailure>]]
    private let gate: Int?
    private let state = Mutex<
        (asked: [Place], hours: [Int], refresh: [Bool], waiting: [CheckedContinuation<Void, Never>])
    >(([], [], [], []))

    init(answers: [String: [Result<WeatherReport, SourceFailure>]], gate: Int? = nil) {
        self.answers = answers
        self.gate = gate
    }

    convenience init(_ answers: [String: Result<WeatherReport, SourceFailure>], gate: Int? = nil) {
        self.init(answers: answers.mapValues { [$0] }, gate: gate)
    }

    var asked: [Place] { state.withLock { $0.asked } }
    var hours: [Int] { state.withLock { $0.hours } }
    var refreshes: [Bool] { state.withLock { $0.refresh } }

    func report(
        for place: Place,
        hours: Int,
        refresh: Bool,
        deadline: ContinuousClock.Instant?
    ) async throws -> WeatherReport {
        let call = state.withLock { state in
            let call = state.asked.filter { $0.name == place.name }.count
            state.asked.append(place)
            state.hours.append(hours)
            state.refresh.append(refresh)
            return call
        }
        if let gate {
            await withCheckedContinuation { continuation in
                let released: [CheckedContinuation<Void, Never>] = state.withLock { state in
                    guard state.asked.count < gate else {
                        defer { state.waiting = [] }
                        return state.waiting + [continuation]
                    }
                    state.waiting.append(continuation)
                    return []
                }
                for continuation in released { continuation.resume() }
            }
        }
        guard let script = answers[place.name], let answer = script.indices.contains(call) ? script[call] : script.last
        else {
            throw SourceFailure(.invalidResponse, "no answer for \(place.name)")
        }
        return try answer.get()
    }
}

/// Saved places from a list; a name picks one of them, a name in `ambiguous` answers its
/// candidates, anything else is not found.
struct FakeWeatherPlaces: PlaceSelecting {
    var saved: [Place]
    var ambiguous: [String: [PlaceCandidate]] = [:]

    func select(_ argument: String?, pick: Int?, deadline: ContinuousClock.Instant?) async throws -> PlaceSelection {
        guard let argument else { return .places(saved) }
        if let candidates = ambiguous[argument] { return .ambiguous(candidates) }
        return .places(saved.filter { $0.name == argument })
    }
}

/// A clock tests move by hand.
final class FakeClock: Sendable {
    private let current: Mutex<Date>

    init(_ start: Date) {
        current = Mutex(start)
    }

    var now: Date { current.withLock { $0 } }

    func set(_ date: Date) {
        current.withLock { $0 = date }
    }
}

/// A `WatchWaiting` that jumps the fake clock to each wake-up time at once, records the
/// times, and after `rounds` waits acts as Ctrl-C (throws `CancellationError`); `interrupt()`
/// presses Ctrl-C at any other moment.
final class FakeWatchWaiter: WatchWaiting {
    let clock: FakeClock
    private let rounds: Int
    private let waits = Mutex<[Date]>([])
    private let handler = Mutex<(@Sendable () -> Void)?>(nil)

    init(clock: FakeClock, rounds: Int) {
        self.clock = clock
        self.rounds = rounds
    }

    /// The times waited for, in order.
    var wakeUps: [Date] { waits.withLock { $0 } }

    func wait(until date: Date, now: @escaping @Sendable () -> Date) async throws {
        let count = waits.withLock { waits in
            waits.append(date)
            return waits.count
        }
        guard count < rounds else { throw CancellationError() }
        clock.set(date)
    }

    func catchInterrupts(_ interrupted: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
        handler.withLock { $0 = interrupted }
        return { self.handler.withLock { $0 = nil } }
    }

    /// Ctrl-C, as the system would deliver it while the watch catches it.
    func interrupt() {
        handler.withLock { $0 }?()
    }
}

/// Answers like `reporter`, pressing Ctrl-C through `waiter` during its `call`-th fetch.
struct InterruptingWeatherReporter: WeatherReporting {
    let reporter: FakeWeatherReporter
    let waiter: FakeWatchWaiter
    let call: Int

    func report(
        for place: Place,
        hours: Int,
        refresh: Bool,
        deadline: ContinuousClock.Instant?
    ) async throws -> WeatherReport {
        if reporter.asked.count + 1 == call { waiter.interrupt() }
        return try await reporter.report(for: place, hours: hours, refresh: refresh, deadline: deadline)
    }
}

/// Reports and a harness that runs `qsearch weather` with fakes.
enum WeatherFixtures {
    static func place(_ name: String, _ latitude: Double, _ longitude: Double) -> Place {
        Place(
            name: name,
            coordinate: GeoCoordinate(latitude: latitude, longitude: longitude)!,
            address: nil,
            regionCode: nil,
            addedAt: Date(timeIntervalSince1970: 0)
        )
    }

    static let hyehwa = place("혜화동", 37.5863, 127.0019)
    static let gangnam = place("강남역", 37.4979, 127.0276)
    static let jeju = place("제주", 33.4996, 126.5312)

    /// 2026-11-30 15:10 KST.
    static let nowText = "2026-11-30T15:10:00+09:00"
    static let now = ISO8601DateFormatter().date(from: nowText)!

    /// `hour` o'clock Korea time, `day` days after 2026-11-30.
    static func time(_ hour: Int, day: Int = 0) -> Date {
        now.addingTimeInterval(TimeInterval((hour - 15) * 3600 - 600 + day * 86400))
    }

    static func hour(_ time: Date, _ values: [WeatherValue], at place: Place) -> HourlyForecast {
        HourlyForecast(time: time, values: values, isDaytime: SolarDay.isDaytime(time, at: place.coordinate))
    }

    static func current(temperature: Double, sky: SkyState, at place: Place) -> CurrentConditions {
        let observed = time(15)
        let values: [WeatherValue] = [
            .temperature(temperature), .humidity(45), .windSpeed(3.2), .windDirection(WindDirection(degrees: 45)!),
            .precipitationType(.none), .precipitation(.none),
        ]
        return CurrentConditions(
            nowcast: values.map { ForecastItem(time: observed, value: $0) },
            ultraShortForecast: ShortTermForecast(items: [ForecastItem(time: observed, value: .sky(sky))]),
            at: place.coordinate
        )!
    }

    /// A report with hours from 16:00 (the 17:00 one rainy, the 18:00 one after sunset),
    /// today 4…15 °C at 20 % and tomorrow with a derived low; UV 5 and dust available.
    static func report(
        _ place: Place,
        temperature: Double = 12.3,
        uvValue: Int? = 5,
        uvNote: String? = nil,
        dustNote: String? = nil,
        nowNote: String? = nil,
        hours: Int = 3
    ) -> WeatherReport {
        let hourValues: [[WeatherValue]] = [
            [
                .temperature(12), .sky(.clear), .precipitationType(.none), .chanceOfRain(10), .precipitation(.none),
                .windSpeed(2.1), .windDirection(WindDirection(degrees: 0)!), .snowfall(.none),
            ],
            [
                .temperature(10), .sky(.overcast), .precipitationType(.rain), .chanceOfRain(60),
                .precipitation(.between(30, 50)), .windSpeed(4.5), .windDirection(WindDirection(degrees: 200)!),
                .snowfall(.none),
            ],
            [
                .temperature(7), .sky(.clear), .precipitationType(.none), .chanceOfRain(20), .precipitation(.below(1)),
                .windSpeed(1.0), .windDirection(WindDirection(degrees: 270)!), .snowfall(.none),
            ],
        ]
        let hourly = (0..<hours).map { hour(time(16 + $0), hourValues[$0 % 3], at: place) }
        let daily = [
            DailyForecast(
                date: time(0),
                low: DailyTemperature(value: 4, isDerived: false),
                high: DailyTemperature(value: 15, isDerived: false),
                condition: .precipitation(.rain),
                chanceOfRain: 20,
                sun: nil
            ),
            DailyForecast(
                date: time(0, day: 1),
                low: DailyTemperature(value: -1.4, isDerived: true),
                high: DailyTemperature(value: 9, isDerived: false),
                condition: .sky(.partlyCloudy),
                chanceOfRain: 30,
                sun: nil
            ),
        ]
        let uv: WeatherReportPart<UVIndex> =
            uvNote.map { .unavailable($0) } ?? .available(UVIndex(time: time(15), value: uvValue ?? 0)!)
        let dust: WeatherReportPart<DustReport> =
            dustNote.map { .unavailable($0) } ?? .available(DustFixtures.hyehwaReport)
        let current: WeatherReportPart<CurrentConditions> =
            nowNote.map { .unavailable($0) }
            ?? .available(self.current(temperature: temperature, sky: .clear, at: place))
        return WeatherReport(
            placeName: place.name,
            coordinate: place.coordinate,
            grid: ForecastGridPoint(place.coordinate)!,
            forecastBase: ForecastBase(issuedAt: time(14)),
            generatedAt: now,
            current: current,
            uv: uv,
            dust: dust,
            hourly: hourly,
            daily: daily,
            forecastNote: nil
        )
    }

    /// A report without any forecast.
    /// A report whose now-cast was observed at 12:00, three hours before `now`: stale.
    static func staleNowcast(_ place: Place) -> WeatherReport {
        var report = report(place)
        var current = current(temperature: 3.3, sky: .overcast, at: place)
        current.observedAt = time(12)
        current.isStale = true
        report.current = .available(current)
        return report
    }

    /// A report with neither a forecast nor a now-cast (UV and dust only).
    static func noForecast(_ place: Place) -> WeatherReport {
        var report = nowcastOnly(place)
        report.current = .unavailable("kma-nowcast: failed")
        return report
    }

    /// A report whose village forecast failed while the now-cast came.
    static func nowcastOnly(_ place: Place) -> WeatherReport {
        var report = report(place)
        report.forecastBase = nil
        report.hourly = []
        report.daily = []
        report.forecastNote = "KMA answered NO_DATA for both bases"
        return report
    }

    typealias Run = DustFixtures.Run

    /// Runs `qsearch ARGUMENTS` with fakes for the data layer and `environment` added; with
    /// `waiter`, the command's clock is its (and `QSEARCH_NOW` unset).
    static func run(
        _ arguments: [String],
        reporter: any WeatherReporting,
        places: FakeWeatherPlaces = FakeWeatherPlaces(saved: [hyehwa, gangnam]),
        terminal: TerminalCapabilities = DustFixtures.pipe,
        waiter: FakeWatchWaiter? = nil,
        environment: [String: String] = [:],
        outlook: FakeOutlook = FakeOutlook()
    ) async -> Run {
        let stdout = TextBuffer()
        let stderr = TextBuffer()
        var variables = ["HOME": "/nonexistent-qsearch-test", "LANG": "ko_KR.UTF-8"]
        if waiter == nil { variables["QSEARCH_NOW"] = nowText }
        variables.merge(environment) { $1 }
        let clock = waiter?.clock
        let context = ProgramIO(
            variables: variables,
            stdout: stdout,
            stderr: stderr,
            terminal: terminal,
            stderrIsTerminal: false,
            now: { clock?.now ?? Date() }
        )
        let status = await QSearchTool.run(
            arguments,
            io: context,
            seam: RuntimeSeam(
                weather: reporter,
                alerts: outlook,
                dustForecast: outlook,
                places: places,
                watchWaiter: waiter ?? FakeWatchWaiter(clock: FakeClock(now), rounds: 1)
            )
        )
        return Run(status: status, stdout: stdout.text, stderr: stderr.text)
    }
}
