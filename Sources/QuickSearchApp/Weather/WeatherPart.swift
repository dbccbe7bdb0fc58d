import CommandKit
import Foundation
import QuickSearchDomain

/// A part of a weather report that can be missing on its own (the report stands), and the notes
/// that say why: a view notes the parts it shows.
enum WeatherPart: CaseIterable {
    /// The now-cast: the temperature, sky and wind now.
    case now
    case uv
    /// The fine dust readings.
    case dust
    /// The village forecast's hours and days.
    case forecast

    /// `now-cast unavailable: …`, `forecast: …`, and for a stale now-cast `now-cast is stale: …`;
    /// empty when the part is there whole. `now` is the report's clock, for the now-cast's age.
    func notes(in report: WeatherReport, now: Date) -> [String] {
        switch self {
        case .now: [Self.nowCastNote(report), Self.staleNote(report, now: now)].compactMap { $0 }
        case .uv: report.uv.note.map { ["UV unavailable: \(TextSanitizer.singleLine($0))"] } ?? []
        case .dust: report.dust.note.map { ["fine dust unavailable: \(TextSanitizer.singleLine($0))"] } ?? []
        case .forecast: report.forecastNote.map { ["forecast: \(TextSanitizer.singleLine($0))"] } ?? []
        }
    }

    /// The notes of `parts` of `report`, each after the place: `혜화동: UV unavailable: …`.
    static func notes(_ report: WeatherReport, now: Date, about parts: [WeatherPart] = allCases) -> [String] {
        let place = TextSanitizer.singleLine(report.placeName)
        return parts.flatMap { $0.notes(in: report, now: now) }.map { "\(place): \($0)" }
    }

    /// The now-cast's note: why it is missing (`now-cast unavailable: …`), or what its answer left
    /// out (`now-cast: …`).
    static func nowCastNote(_ report: WeatherReport) -> String? {
        guard let note = report.current.note else { return nil }
        let label = report.current.value == nil ? "now-cast unavailable" : "now-cast"
        return "\(label): \(TextSanitizer.singleLine(note))"
    }

    /// `now-cast is stale: observed 12:00 (2 hours ago); not the weather now`, for a stale one.
    static func staleNote(_ report: WeatherReport, now: Date) -> String? {
        guard let current = report.current.value, current.isStale else { return nil }
        let observed = WeatherText.time(current.observedAt, now: now)
        return "now-cast is stale: observed \(observed) (\(age(of: current, now: now))); not the weather now"
    }

    /// `2 hours ago`: how old the observation is at `now`.
    static func age(of current: CurrentConditions, now: Date) -> String {
        age(of: current.observedAt, now: now)
    }

    /// `2 hours ago`: how long before `now` a moment of a report (an observation, a fetch) was.
    static func age(of moment: Date, now: Date) -> String {
        RelativeTime(timeZone: KoreaTime.timeZone).describe(moment, relativeTo: now)
    }
}
