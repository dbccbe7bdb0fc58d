import CommandKit
import Foundation
import QuickSearchDomain

/// Look-up candidates, numbered as `--pick` takes them (`places search`); nothing, not even
/// the header, when there are none.
struct PlaceCandidatesView: HumanView {
    let candidates: [PlaceCandidate]

    func render(for terminal: TerminalCapabilities) -> HumanText {
        HumanText(lines: candidates.isEmpty ? [] : PlaceTables.candidates(candidates, terminal: terminal))
    }
}

/// The saved places in order (`places list`), ADDED relative to `now` on a terminal; nothing,
/// not even the header, when none is saved.
struct SavedPlacesView: HumanView {
    let places: [Place]
    let now: Date

    func render(for terminal: TerminalCapabilities) -> HumanText {
        HumanText(lines: places.isEmpty ? [] : PlaceTables.places(places, terminal: terminal, now: now))
    }
}

/// The human forms of candidates and saved places: aligned tables on a terminal, tab-separated
/// rows in a pipe.
enum PlaceTables {
    /// `#`, NAME, ADDRESS (kept at any width: it tells candidates apart), LAT and LON (shown
    /// together or not at all).
    static let candidateTable = TableRenderer(columns: [
        TableColumn(header: "#", alignment: .right, priority: 9, isRequired: true),
        TableColumn(header: "NAME", maxWidth: 30, priority: 6),
        TableColumn(header: "ADDRESS", minWidth: 16, isFlexible: true, priority: 8, isRequired: true),
        TableColumn(header: "LAT", alignment: .right, priority: 5, group: "coordinates"),
        TableColumn(header: "LON", alignment: .right, priority: 5, group: "coordinates"),
    ])

    /// `#`, NAME, ADDRESS, LAT and LON (together or not at all), ADDED.
    static let placeTable = TableRenderer(columns: [
        TableColumn(header: "#", alignment: .right, priority: 9, isRequired: true),
        TableColumn(header: "NAME", priority: 8, isRequired: true),
        TableColumn(header: "ADDRESS", minWidth: 12, isFlexible: true, priority: 6),
        TableColumn(header: "LAT", alignment: .right, priority: 5, group: "coordinates"),
        TableColumn(header: "LON", alignment: .right, priority: 5, group: "coordinates"),
        TableColumn(header: "ADDED", priority: 3),
    ])

    /// Numbered candidates for standard output.
    static func candidates(_ candidates: [PlaceCandidate], terminal: TerminalCapabilities) -> [String] {
        let rows = candidates.enumerated().map { offset, candidate in
            ["\(offset + 1)", candidate.name, candidate.address] + degrees(candidate.coordinate)
        }
        return render(candidateTable, rows, terminal: terminal)
    }

    /// Saved places for standard output; ADDED is relative on a terminal, ISO 8601 in a pipe.
    static func places(_ places: [Place], terminal: TerminalCapabilities, now: Date) -> [String] {
        let rows = places.enumerated().map { offset, place in
            let added =
                terminal.showsTable
                ? RelativeTime(timeZone: .current).describe(place.addedAt, relativeTo: now)
                : JSONOutput.korea.timestamp(place.addedAt)
            return ["\(offset + 1)", place.name, place.address ?? (terminal.showsTable ? "–" : "")]
                + degrees(place.coordinate) + [added]
        }
        return render(placeTable, rows, terminal: terminal)
    }

    /// Numbered candidates as lines for standard error, where `places add` lists what to pick from.
    static func candidateNotes(_ candidates: [PlaceCandidate]) -> [String] {
        candidates.enumerated().map { offset, candidate in
            "\(offset + 1). \(candidate.address) (\(candidate.name), \(PlacesCommand.coordinateText(candidate.coordinate)))"
        }
    }

    private static func degrees(_ point: GeoCoordinate) -> [String] {
        [String(format: "%.6f", point.latitude), String(format: "%.6f", point.longitude)]
    }

    private static func render(_ table: TableRenderer, _ rows: [[String]], terminal: TerminalCapabilities) -> [String] {
        table.lines(rows, for: terminal)
    }
}
