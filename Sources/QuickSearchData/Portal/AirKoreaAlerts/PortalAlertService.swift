import Foundation
import QuickSearchDomain

/// The country's alerts over the public data portal: KMA's warning status and AirKorea's
/// fine-dust alerts of this year (and of last year in the first days of January, for an alert
/// issued before New Year and not cleared), all asked at once; either may fail on its own.
public struct PortalAlertService: AlertReporting {
    /// The days of January in which last year's alerts are read too.
    static let newYearDays = 2
    /// The longest note a missing source carries.
    static let noteLength = 200

    public let client: UpstreamClient

    public init(client: UpstreamClient) {
        self.client = client
    }

    public func alerts(refresh: Bool, deadline: ContinuousClock.Instant?) async -> AlertBulletin {
        let now = client.now()
        async let status = warnings(at: now, refresh: refresh, deadline: deadline)
        let parts = KoreaTime.calendar.dateComponents([.year, .month, .day], from: now)
        let year = parts.year ?? 2000
        let years = parts.month == 1 && (parts.day ?? 99) <= Self.newYearDays ? [year - 1, year] : [year]
        async let dust = dustAlerts(years: years, at: now, refresh: refresh, deadline: deadline)
        return AlertBulletin(warnings: await status, dustAlerts: await dust)
    }

    func warnings(
        at now: Date,
        refresh: Bool,
        deadline: ContinuousClock.Instant?
    ) async -> WeatherReportPart<
        [ZonedWarning]
    > {
        do {
            let status = try await client.fetch(
                WarningStatusTarget(requestedAt: now),
                refresh: refresh,
                deadline: deadline
            )
            .value
            let note =
                status.leftOut > 0
                ? "kma-warnings: left out \(status.leftOut) lines not in KMA's form; some warnings may be missing" : nil
            return WeatherReportPart(value: status.rows, note: note)
        } catch {
            return .unavailable(PlainText.excerpt(error.message, limit: Self.noteLength))
        }
    }

    func dustAlerts(
        years: [Int],
        at now: Date,
        refresh: Bool,
        deadline: ContinuousClock.Instant?
    ) async -> WeatherReportPart<[DistrictDustAlert]> {
        var alerts: [DistrictDustAlert] = []
        var leftOut = 0
        for year in years {
            do {
                let list = try await client.fetch(
                    DustAlertTarget(year: year, requestedAt: now),
                    refresh: refresh,
                    deadline: deadline
                ).value
                alerts += list.rows
                leftOut += list.leftOut
            } catch {
                // A year without alerts is `NO_DATA`: none, not a failure.
                guard error.kind == .noData else {
                    return .unavailable(PlainText.excerpt(error.message, limit: Self.noteLength))
                }
            }
        }
        let note =
            leftOut > 0
            ? "airkorea-alerts: left out \(leftOut) alerts not in AirKorea's form; some may be missing" : nil
        return WeatherReportPart(value: alerts, note: note)
    }
}
