import Foundation
import QuickSearchDomain

/// What a `--format` template is filled from for one place: its name and point, the reports the
/// command fetched for it, and the time of the round.
struct LineSubject: Sendable {
    /// The place as the user named it.
    let placeName: String
    let coordinate: GeoCoordinate
    /// The weather report, for `qsearch weather` (nil for `qsearch dust`).
    let weather: WeatherReport?
    /// The fine-dust readings: `qsearch dust`'s, or the weather report's dust part.
    let dust: DustReport?
    /// The alerts and the fine-dust forecast for the place's area, as the command fetched them.
    let outlook: RegionOutlook?
    /// The time the round is shown for: "now", "this hour" and "today" are taken from it.
    let now: Date

    /// The subject of a weather report, whose dust part fills the dust placeholders.
    init(weather report: WeatherReport, now: Date) {
        placeName = report.placeName
        coordinate = report.coordinate
        weather = report
        dust = report.dust.value
        outlook = report.outlook
        self.now = now
    }

    /// The subject of a fine-dust report.
    init(dust report: DustReport, now: Date) {
        placeName = report.placeName
        coordinate = report.coordinate
        weather = nil
        dust = report
        outlook = report.outlook
        self.now = now
    }
}
