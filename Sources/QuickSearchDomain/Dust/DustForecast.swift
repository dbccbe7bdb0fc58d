import Foundation

/// One grade of the national air-quality forecast: a pollutant's expected grade in a region on
/// a day, from one release.
public struct DustForecastEntry: Sendable, Hashable, Codable {
    /// The day forecast: Korea-time midnight starting it.
    public var date: Date
    public var pollutant: ForecastPollutant
    public var region: DustForecastRegion
    public var grade: DustGrade
    /// When the release that graded it came out.
    public var issuedAt: Date
    /// What the release gives as the cause, for the pollutant and day (one line); nil when none.
    public var cause: String?

    public init(
        date: Date,
        pollutant: ForecastPollutant,
        region: DustForecastRegion,
        grade: DustGrade,
        issuedAt: Date,
        cause: String?
    ) {
        self.date = date
        self.pollutant = pollutant
        self.region = region
        self.grade = grade
        self.issuedAt = issuedAt
        self.cause = cause
    }
}

/// The national forecast as it stands: for every region, pollutant and day, the grade of the
/// newest release that graded it.
public struct DustForecast: Sendable, Hashable, Codable {
    /// At most one entry per (day, pollutant, region), by day, then pollutant, then region.
    public private(set) var entries: [DustForecastEntry]
    /// What the answer left out as not the forecast's (one line, our own words); nil when nothing.
    public var note: String?

    /// The newest entry of each (day, pollutant, region) among `entries` (the later `issuedAt`
    /// wins; the first given of equals). O(n log n) in the entries.
    public init(entries: [DustForecastEntry], note: String? = nil) {
        self.note = note
        struct Key: Hashable {
            var date: Date
            var pollutant: ForecastPollutant
            var region: DustForecastRegion
        }
        var newest: [Key: DustForecastEntry] = [:]
        for entry in entries {
            let key = Key(date: entry.date, pollutant: entry.pollutant, region: entry.region)
            if let kept = newest[key], kept.issuedAt >= entry.issuedAt { continue }
            newest[key] = entry
        }
        self.entries = newest.values.sorted { lhs, rhs in
            if lhs.date != rhs.date { return lhs.date < rhs.date }
            if lhs.pollutant != rhs.pollutant { return lhs.pollutant < rhs.pollutant }
            return DustForecastRegion.allCases.firstIndex(of: lhs.region)!
                < DustForecastRegion.allCases.firstIndex(of: rhs.region)!
        }
    }

    /// The region's entries from the day holding `now` on, by day and pollutant.
    public func entries(for region: DustForecastRegion, from now: Date) -> [DustForecastEntry] {
        let today = KoreaTime.calendar.startOfDay(for: now)
        return entries.filter { $0.region == region && $0.date >= today }
    }
}

extension Array where Element == DustForecastEntry {
    /// The worse of the PM10 and PM2.5 grades forecast for the day holding `day` (ozone, graded
    /// only in season, is left out); nil when neither is.
    public func worstGrade(on day: Date) -> DustGrade? {
        let start = KoreaTime.calendar.startOfDay(for: day)
        return filter { $0.date == start && $0.pollutant != .ozone }.map(\.grade).max()
    }

    /// `worstGrade(on:)` for the day after the one holding `now` (`%F`).
    public func tomorrowsGrade(after now: Date) -> DustGrade? {
        worstGrade(on: KoreaTime.calendar.startOfDay(for: now).addingTimeInterval(86_400))
    }
}
