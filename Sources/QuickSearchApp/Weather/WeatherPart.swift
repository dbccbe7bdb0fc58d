import CommandKit
import QuickSearchDomain

/// A part of a weather report that can be missing on its own (the report stands), and the note
/// that says why: a view notes the parts it shows.
enum WeatherPart: CaseIterable {
    /// The now-cast: the temperature, sky and wind now.
    case now
    case uv
    /// The fine dust readings.
    case dust
    /// The village forecast's hours and days.
    case forecast

    /// `now-cast unavailable: …`, `forecast: …`; nil when the part is there.
    func note(in report: WeatherReport) -> String? {
        switch self {
        case .now: report.current.note.map { "now-cast unavailable: \(TextSanitizer.singleLine($0))" }
        case .uv: report.uv.note.map { "UV unavailable: \(TextSanitizer.singleLine($0))" }
        case .dust: report.dust.note.map { "fine dust unavailable: \(TextSanitizer.singleLine($0))" }
        case .forecast: report.forecastNote.map { "forecast: \(TextSanitizer.singleLine($0))" }
        }
    }

    /// The notes of `parts` missing from `report`, each after the place: `혜화동: UV unavailable: …`.
    static func notes(_ report: WeatherReport, about parts: [WeatherPart] = allCases) -> [String] {
        let place = TextSanitizer.singleLine(report.placeName)
        return parts.compactMap { $0.note(in: report) }.map { "\(place): \($0)" }
    }
}
