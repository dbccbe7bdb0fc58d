import CommandKit
import QuickSearchDomain

/// One of the readings a station reports, with how `qsearch dust` names and prints it.
enum DustField: Sendable, CaseIterable {
    case pm10, pm25, pm10Daily, pm25Daily, khai, ozone, nitrogenDioxide

    /// The JSON key and plain-row column name.
    var key: String {
        switch self {
        case .pm10: "pm10"
        case .pm25: "pm25"
        case .pm10Daily: "pm10_24h"
        case .pm25Daily: "pm25_24h"
        case .khai: "khai"
        case .ozone: "o3"
        case .nitrogenDioxide: "no2"
        }
    }

    /// The name people read (`PM10`, `PM2.5 24h`, `O3`).
    var label: String {
        switch self {
        case .pm10: "PM10"
        case .pm25: "PM2.5"
        case .pm10Daily: "PM10 24h"
        case .pm25Daily: "PM2.5 24h"
        case .khai: "KHAI"
        case .ozone: "O3"
        case .nitrogenDioxide: "NO2"
        }
    }

    /// Decimals shown: particulate matter (µg/m³) and the index are whole, gases (ppm) have three.
    var decimals: Int {
        switch self {
        case .ozone, .nitrogenDioxide: 3
        default: 0
        }
    }

    func measurement(in readings: StationReadings) -> DustMeasurement {
        switch self {
        case .pm10: readings.pm10
        case .pm25: readings.pm25
        case .pm10Daily: readings.pm10Daily
        case .pm25Daily: readings.pm25Daily
        case .khai: readings.khai
        case .ozone: readings.ozone
        case .nitrogenDioxide: readings.nitrogenDioxide
        }
    }
}
