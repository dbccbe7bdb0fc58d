import CommandKit
import Foundation
import QuickSearchDomain
import Synchronization

/// `devevents --weather`'s dust grade from the national fine-dust forecast: fetched once however
/// many events ask (it answers for the whole country), then each event's forecast region, from
/// the address its place resolved to, and its day: the worse of the PM10 and PM2.5 grades
/// forecast for it. The forecast reaches two days ahead; a later day, a place whose region cannot
/// be told, or a forecast that failed is a note.
final class RegionDustForecastGrading: Sendable {
    /// The note of a grade there is none of, and of an event whose place was not found.
    static let unavailableNote = "dust forecast not available"
    /// The longest note a failure carries.
    static let noteLength = 200

    private let reporter: any DustForecastReporting
    /// The one fetch, started by the first event that asks.
    private let fetch = Mutex<Task<Result<DustForecast, any Error>, Never>?>(nil)

    init(reporter: any DustForecastReporting) {
        self.reporter = reporter
    }

    /// The grade forecast for `day` (midnight, Korea time) at the place, or a note saying why
    /// there is none. Never throws: a failure is the note.
    ///
    /// - Parameters:
    ///   - place: the place as the event's page writes it (`서울 강남구`).
    ///   - address: what it resolved to (`서울특별시 강남구`), which names the forecast's region.
    ///   - refresh: skip fresh cached answers.
    ///   - deadline: when every request (retries included) must be over.
    func grade(
        forPlace place: String,
        address: String?,
        on day: Date,
        refresh: Bool,
        deadline: ContinuousClock.Instant?
    ) async -> WeatherReportPart<DustGrade> {
        guard let area = address.flatMap(PlaceArea.init(address:)) ?? PlaceArea(address: place),
            let region = DustForecastRegion(area: area)
        else {
            return .unavailable("\(Self.unavailableNote): the forecast region of \(place) cannot be told")
        }
        let reporter = reporter
        let task = fetch.withLock { task in
            if let task { return task }
            let started = Task { () -> Result<DustForecast, any Error> in
                do {
                    return .success(try await reporter.forecast(refresh: refresh, deadline: deadline))
                } catch {
                    return .failure(error)
                }
            }
            task = started
            return started
        }
        switch await task.value {
        case .failure(let error):
            return .unavailable(PlainText.excerpt(AppErrors.message(error).0, limit: Self.noteLength))
        case .success(let forecast):
            guard let worst = forecast.entries.filter({ $0.region == region }).worstGrade(on: day) else {
                return .unavailable(
                    "\(Self.unavailableNote): none for \(region.koreanName) on that day yet (it reaches two days ahead)"
                )
            }
            return .available(worst)
        }
    }
}
