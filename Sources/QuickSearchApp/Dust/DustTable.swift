import CommandKit
import Foundation
import QuickSearchDomain

/// Human output of place reports: an aligned table on a terminal (or when colour is forced),
/// else tab-separated plain rows. Grades are coloured as AirKorea colours them, only when colour
/// is on; an unavailable value is `-` in the table, with its reason in a note.
///
/// Plain rows, one per place, never styled or truncated, a missing value an empty field:
/// place, station, distance_km, pm10, pm10_grade, pm25, pm25_grade, pm10_24h, pm25_24h, khai,
/// o3, no2, data_time (ISO 8601, Korea time).
///
/// On a terminal the alerts in force are lines over the table (`AlertLines`) and each station's
/// last 24 hours follow it (`DustTrendLines`); piped, the alerts are notes.
struct DustTable: HumanView {
    let reports: [DustReport]
    let now: Date

    /// Most important first: PLACE, PM10 and PM2.5 (kept at any width), STATION, TIME, the
    /// 24-hour averages, KHAI, O3, NO2.
    static let layout = TableRenderer(columns: [
        TableColumn(header: "PLACE", minWidth: 8, maxWidth: 20, isFlexible: true, priority: 9, isRequired: true),
        TableColumn(header: "STATION", minWidth: 8, maxWidth: 24, isFlexible: true, priority: 6),
        TableColumn(header: "PM10", priority: 8, isRequired: true),
        TableColumn(header: "PM2.5", priority: 8, isRequired: true),
        TableColumn(header: "24H PM10/2.5", priority: 4),
        TableColumn(header: "KHAI", alignment: .right, priority: 3),
        TableColumn(header: "O3", alignment: .right, priority: 2),
        TableColumn(header: "NO2", alignment: .right, priority: 1),
        TableColumn(header: "TIME", priority: 5),
    ])

    /// The fields of a plain row.
    static let plainLayout = TableRenderer(
        columns: [
            "place", "station", "distance_km", "pm10", "pm10_grade", "pm25", "pm25_grade", "pm10_24h", "pm25_24h",
            "khai", "o3", "no2", "data_time",
        ].map { TableColumn(header: $0) }
    )

    /// The rows, and what the table cannot show (see `notes`).
    func render(for terminal: TerminalCapabilities) -> HumanText {
        let alerts = AlertLines.shown(reports.map { ($0.placeName, $0.outlook) }, now: now, on: terminal)
        guard terminal.showsTable else {
            return HumanText(
                lines: Self.plainLayout.plainRows(reports.map(plainRow)),
                notes: alerts.notes + notes
            )
        }
        let table = Self.layout.render(reports.map(row), width: terminal.width, colorEnabled: terminal.colorEnabled)
        let trend = DustTrendLines(reports: reports, colorEnabled: terminal.colorEnabled, width: terminal.width)
            .render()
        return HumanText(lines: alerts.lines + table + (trend.isEmpty ? [] : [""] + trend), notes: notes)
    }

    /// What the table cannot show: each place's unavailable values with their reasons, and a
    /// station passed over for having no PM readings. One line each, without colour.
    var notes: [String] {
        reports.flatMap { report -> [String] in
            let place = TextSanitizer.singleLine(report.placeName)
            var notes: [String] = []
            if let passedOver = report.passedOverStation {
                notes.append(
                    "\(place): nearest station \(TextSanitizer.singleLine(passedOver)) had no PM readings; using \(station(report))"
                )
            }
            let missing = DustField.allCases.compactMap { field -> String? in
                let measurement = field.measurement(in: report.readings)
                guard DustText.value(measurement.value, decimals: field.decimals) == nil else { return nil }
                return "\(field.label) (\(Self.reason(measurement)))"
            }
            if !missing.isEmpty {
                notes.append("\(place): unavailable: \(missing.joined(separator: ", "))")
            }
            return notes
        }
    }

    /// Why a measurement has no value: the station's flag, else `측정값 없음`.
    static func reason(_ measurement: DustMeasurement) -> String {
        measurement.unavailableReason.map(TextSanitizer.singleLine).flatMap { $0.isEmpty ? nil : $0 } ?? "측정값 없음"
    }

    private func station(_ report: DustReport) -> String {
        let name = TextSanitizer.singleLine(report.readings.stationName)
        return DustText.distance(report.stationDistance).map { "\(name) (\($0) km)" } ?? name
    }

    /// The station cell: name and distance, marked `far` (yellow) past `farStationDistance`.
    private func stationCell(_ report: DustReport) -> TableCell {
        guard report.isStationFar else { return TableCell(station(report)) }
        return TableCell("\(station(report)) far", style: .yellow)
    }

    /// The warning for a place whose station is past `DustReport.farStationDistance`, if it is.
    static func farStationWarning(_ report: DustReport) -> String? {
        guard report.isStationFar, let distance = DustText.distance(report.stationDistance) else { return nil }
        let limit = OptionValueReader<Double>.plain(DustReport.farStationDistance)
        return "\(TextSanitizer.singleLine(report.placeName)): the station used, "
            + "\(TextSanitizer.singleLine(report.readings.stationName)), is \(distance) km away, more than \(limit) km: "
            + "its readings may not be the air there"
    }

    private func row(_ report: DustReport) -> [TableCell] {
        let readings = report.readings
        let daily = [DustField.pm10Daily, .pm25Daily].map {
            DustText.value($0.measurement(in: readings).value, decimals: 0) ?? "-"
        }
        return [
            TableCell(report.placeName, style: .bold),
            stationCell(report),
            graded(readings.pm10),
            graded(readings.pm25),
            TableCell(daily.joined(separator: "/")),
            graded(readings.khai, showsGrade: false),
            graded(readings.ozone, decimals: 3, showsGrade: false),
            graded(readings.nitrogenDioxide, decimals: 3, showsGrade: false),
            TableCell(DustText.time(readings.measuredAt, now: now)),
        ]
    }

    /// The value (with its grade's name when `showsGrade`) in the grade's colour; `-` dimmed when unavailable.
    private func graded(_ measurement: DustMeasurement, decimals: Int = 0, showsGrade: Bool = true) -> TableCell {
        let text =
            showsGrade
            ? DustText.valueAndGrade(measurement, decimals: decimals)
            : DustText.value(measurement.value, decimals: decimals)
        guard let text else { return TableCell("-", style: .dim) }
        return TableCell(text, style: measurement.grade?.style)
    }

    private func plainRow(_ report: DustReport) -> [TableCell] {
        let readings = report.readings
        let value = { (field: DustField) in
            DustText.value(field.measurement(in: readings).value, decimals: field.decimals) ?? ""
        }
        let grade = { (field: DustField) in
            let measurement = field.measurement(in: readings)
            return DustText.value(measurement.value, decimals: 0) == nil ? "" : measurement.grade?.koreanName ?? ""
        }
        let cells = [
            report.placeName, readings.stationName, DustText.distance(report.stationDistance) ?? "",
            value(.pm10), grade(.pm10), value(.pm25), grade(.pm25), value(.pm10Daily), value(.pm25Daily),
            value(.khai), value(.ozone), value(.nitrogenDioxide), JSONOutput.korea.timestamp(readings.measuredAt),
        ]
        return cells.map { TableCell($0) }
    }
}
