import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain
import Synchronization

@testable import QuickSearchApp

/// A `DustReporting` that answers from a table and records what it was asked. With `gate`, every
/// `report` call waits until `gate` places have been asked, so a run finishes only when the
/// places are requested at the same time.
final class FakeDustReporter: DustReporting {
    let answers: [String: Result<DustReport, SourceFailure>]
    let nationAnswer: Result<[ProvinceDust], SourceFailure>
    private let gate: Int?
    private let state = Mutex<(asked: [String], waiting: [CheckedContinuation<Void, Never>], refresh: [Bool])>(
        ([], [], [])
    )

    init(
        answers: [String: Result<DustReport, SourceFailure>] = [:],
        nation: Result<[ProvinceDust], SourceFailure> = .success([]),
        gate: Int? = nil
    ) {
        self.answers = answers
        self.nationAnswer = nation
        self.gate = gate
    }

    /// The place names asked for, in the order asked.
    var asked: [String] { state.withLock { $0.asked } }
    /// The `refresh` argument of each call.
    var refreshes: [Bool] { state.withLock { $0.refresh } }

    func report(
        forPlace placeName: String,
        at coordinate: GeoCoordinate,
        refresh: Bool,
        deadline: ContinuousClock.Instant?
    ) async throws -> DustReport {
        await withCheckedContinuation { continuation in
            let released: [CheckedContinuation<Void, Never>] = state.withLock { state in
                state.asked.append(placeName)
                state.refresh.append(refresh)
                guard let gate, state.asked.count < gate else {
                    defer { state.waiting = [] }
                    return state.waiting + [continuation]
                }
                state.waiting.append(continuation)
                return []
            }
            for continuation in released { continuation.resume() }
        }
        guard let answer = answers[placeName] else {
            throw SourceFailure(.invalidResponse, "no answer for \(placeName)")
        }
        var report = try answer.get()
        report.coordinate = coordinate
        return report
    }

    func nation(refresh: Bool, deadline: ContinuousClock.Instant?) async throws -> [ProvinceDust] {
        state.withLock { $0.refresh.append(refresh) }
        return try nationAnswer.get()
    }
}

/// Saved places from a list; a name picks one of them, a name in `ambiguous` answers its
/// candidates, anything else is not found.
struct FakeDustPlaces: PlaceSelecting {
    var saved: [DustTarget]
    var ambiguous: [String: [PlaceCandidate]] = [:]

    func select(_ argument: String?, pick: Int?, deadline: ContinuousClock.Instant?) async throws -> PlaceSelection {
        let places = saved.filter { argument == nil || $0.name == argument }.map {
            Place(
                name: $0.name,
                coordinate: $0.coordinate,
                address: nil,
                regionCode: nil,
                addedAt: Date(timeIntervalSince1970: 0)
            )
        }
        if let argument, let candidates = ambiguous[argument] { return .ambiguous(candidates) }
        return .places(places)
    }
}

/// Reports and a harness that runs `qsearch` with fakes.
enum DustFixtures {
    static let hyehwa = DustTarget(name: "혜화동", coordinate: GeoCoordinate(latitude: 37.5863, longitude: 127.0019)!)
    static let gangnam = DustTarget(name: "강남역", coordinate: GeoCoordinate(latitude: 37.4979, longitude: 127.0276)!)
    static let jeju = DustTarget(name: "제주", coordinate: GeoCoordinate(latitude: 33.4996, longitude: 126.5312)!)

    /// 2026-11-30 14:00 KST.
    static let dataTime = KoreaTime.calendar.date(from: DateComponents(year: 2026, month: 11, day: 30, hour: 14))!
    /// The same day, 15:10 KST.
    static let now = "2026-11-30T15:10:00+09:00"

    static func pm(_ value: Double, _ pollutant: Pollutant) -> DustMeasurement {
        DustMeasurement(value: value, grade: pollutant.grade(of: value), unavailableReason: nil)
    }

    static func gas(_ value: Double, grade: DustGrade? = nil) -> DustMeasurement {
        DustMeasurement(value: value, grade: grade, unavailableReason: nil)
    }

    static func report(
        _ target: DustTarget,
        station: String,
        distance: Double = 1.23,
        pm10: DustMeasurement,
        pm25: DustMeasurement,
        passedOver: String? = nil,
        at time: Date = dataTime
    ) -> DustReport {
        DustReport(
            placeName: target.name,
            coordinate: target.coordinate,
            stationDistance: distance,
            readings: StationReadings(
                stationName: station,
                measuredAt: time,
                pm10: pm10,
                pm25: pm25,
                pm10Daily: pm(45, .pm10),
                pm25Daily: pm(20, .pm25),
                khai: gas(65, grade: .moderate),
                ozone: gas(0.032, grade: .good),
                nitrogenDioxide: gas(0.015, grade: .good)
            ),
            passedOverStation: passedOver
        )
    }

    static let hyehwaReport = report(hyehwa, station: "종로구", pm10: pm(42, .pm10), pm25: pm(18, .pm25))
    static let gangnamReport = report(
        gangnam,
        station: "강남구",
        distance: 0.8,
        pm10: .unavailable("점검및교정"),
        pm25: pm(80, .pm25),
        passedOver: "서초구"
    )

    struct Run {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    static let pipe = TerminalCapabilities(isTTY: false, colorEnabled: false, width: 80)
    static let colorTerminal = TerminalCapabilities(isTTY: true, colorEnabled: true, width: 120)
    static let plainTerminal = TerminalCapabilities(isTTY: true, colorEnabled: false, width: 120)

    /// Runs `qsearch ARGUMENTS` with `reporter` and `places` standing in for the data layer.
    static func run(
        _ arguments: [String],
        reporter: FakeDustReporter = FakeDustReporter(),
        places: FakeDustPlaces = FakeDustPlaces(saved: [hyehwa, gangnam]),
        terminal: TerminalCapabilities = pipe,
        environment: [String: String] = [:],
        outlook: FakeOutlook = FakeOutlook()
    ) async -> Run {
        let stdout = TextBuffer()
        let stderr = TextBuffer()
        var variables = ["HOME": "/nonexistent-qsearch-test", "QSEARCH_NOW": now]
        variables.merge(environment) { $1 }
        let context = ProgramIO(
            variables: variables,
            stdout: stdout,
            stderr: stderr,
            terminal: terminal,
            stderrIsTerminal: false
        )
        let status = await QSearchTool.run(
            arguments,
            io: context,
            seam: RuntimeSeam(dust: reporter, alerts: outlook, dustForecast: outlook, places: places)
        )
        return Run(status: status, stdout: stdout.text, stderr: stderr.text)
    }
}

/// The alerts and the fine-dust forecast of a test: those given (none by default), or a failure.
struct FakeOutlook: AlertReporting, DustForecastReporting {
    var bulletin = AlertBulletin(warnings: .available([]), dustAlerts: .available([]))
    var forecast: Result<DustForecast, SourceFailure> = .success(DustForecast(entries: []))

    func alerts(refresh: Bool, deadline: ContinuousClock.Instant?) async -> AlertBulletin {
        bulletin
    }

    func forecast(refresh: Bool, deadline: ContinuousClock.Instant?) async throws -> DustForecast {
        try forecast.get()
    }
}
