import Foundation
import QuickSearchDomain

/// The national fine-dust forecast from AirKorea over the public data portal: the releases of
/// the day of the newest release (the day before's when that day has none yet), cached until
/// the next release is readable.
public struct AirKoreaForecastService: DustForecastReporting {
    public let client: UpstreamClient

    public init(client: UpstreamClient) {
        self.client = client
    }

    public func forecast(refresh: Bool, deadline: ContinuousClock.Instant?) async throws -> DustForecast {
        let now = client.now()
        let day = KoreaTime.calendar.startOfDay(for: DustForecastSchedule.latest(at: now))
        let answer: DustForecastAnswer
        do {
            answer = try await client.fetch(
                DustForecastTarget(releaseDay: day, requestedAt: now),
                refresh: refresh,
                deadline: deadline
            ).value
        } catch {
            guard error.kind == .noData else { throw error }
            answer = try await client.fetch(
                DustForecastTarget(releaseDay: day.addingTimeInterval(-86_400), requestedAt: now),
                refresh: refresh,
                deadline: deadline
            ).value
        }
        let note =
            answer.leftOut > 0
            ? "airkorea-forecast: left out \(answer.leftOut) grades not in the forecast's form" : nil
        return DustForecast(entries: answer.rows, note: note)
    }
}
