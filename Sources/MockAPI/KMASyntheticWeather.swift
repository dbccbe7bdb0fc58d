import Foundation

/// The mock's weather for one KMA grid cell: synthetic, and the same for a cell and an hour
/// whichever operation or base asks, so now-casts, forecasts and daily extremes agree.
///
/// Days alternate, by the cell, between dry and wet. A dry day is clear at night and cloudier
/// in the afternoon (one of two patterns: mostly clear, or partly cloudy and overcast tied);
/// a wet day brings night precipitation (snow, then sleet, when the day is cold: mean ≤ 8 °C),
/// then an afternoon of rain in every amount band (below 1 mm to 50 mm or more) and a shower.
/// Temperatures follow the season and latitude with a diurnal curve (low at 03, high at 15).
/// Now and then a value is the missing sentinel (`VEC` -999 at 04, `REH` 999 at 16).
struct KMASyntheticWeather {
    enum Precipitation {
        case none, rain, sleet, snow, shower
    }

    /// One hour's weather.
    struct Hour {
        var temperature: Double
        /// `SKY`: 1 clear, 3 partly cloudy, 4 overcast.
        var sky: Int
        var precipitation: Precipitation
        /// `POP`, %.
        var chanceOfRain: Int
        var rainMillimetres: Double
        var snowCentimetres: Double
        /// `REH`, %.
        var humidity: Int
        /// `WSD`, m/s, one decimal.
        var windSpeed: Double
        /// `VEC`, degrees the wind blows from.
        var windDirection: Int
        /// The category whose value this hour is the missing sentinel, if any.
        var missingCategory: String?

        /// `value` as the hour publishes it under `category`: the missing sentinel instead for
        /// its missing category.
        func published(_ value: String, as category: String) -> String {
            missingCategory == category ? KMAValueText.missing(category) : value
        }
    }

    private let seed: UInt64

    init(nx: Int, ny: Int) {
        seed = FNV1a.hash(UInt64(truncatingIfNeeded: nx), UInt64(truncatingIfNeeded: ny))
        latitudeOffset = -Double(ny - 127) * 0.04
    }

    private let latitudeOffset: Double

    /// Whether Korea-time day `day` (days since 1970-01-01) is a wet one.
    func isWet(day: Int) -> Bool {
        (day + shift) % 2 == 1
    }

    /// The day's lowest hourly temperature, whole degrees (the `TMN` value).
    func low(day: Int) -> Int {
        Int((mean(day: day) - amplitude(day: day)).rounded())
    }

    /// The day's highest hourly temperature, whole degrees (the `TMX` value).
    func high(day: Int) -> Int {
        Int((mean(day: day) + amplitude(day: day)).rounded())
    }

    /// The weather of the hour starting at `seconds` (an hour boundary).
    func hour(at seconds: Int) -> Hour {
        let day = KoreaTimestamp.dayNumber(seconds)
        let hourOfDay = KoreaTimestamp.hourOfDay(seconds)
        let hourIndex = KoreaTimestamp.floorDivide(seconds, 3600)
        let wet = isWet(day: day)
        let temperature = mean(day: day) + amplitude(day: day) * cos(2 * .pi * Double(hourOfDay - 15) / 24)
        var hour = Hour(
            temperature: temperature,
            sky: 1,
            precipitation: .none,
            chanceOfRain: 0,
            rainMillimetres: 0,
            snowCentimetres: 0,
            humidity: min(100, Int((60 + 20 * cos(2 * .pi * Double(hourOfDay - 3) / 24)).rounded()) + (wet ? 15 : 0)),
            windSpeed: 1.0 + Double(FNV1a.hash(seed, UInt64(truncatingIfNeeded: hourIndex)) % 60) / 10 + (wet ? 2 : 0),
            windDirection: (Int(seed % 360) + hourIndex * 7 % 360 + 360) % 360
        )
        if wet {
            applyWet(to: &hour, hourOfDay: hourOfDay, cold: mean(day: day) <= 8)
        } else {
            applyDry(to: &hour, hourOfDay: hourOfDay, mostlyClear: (day / 2 + shift / 2) % 2 == 0)
        }
        if hourOfDay == 4, (day + shift) % 3 == 0 {
            hour.missingCategory = "VEC"
        } else if hourOfDay == 16, (day + shift) % 3 == 1 {
            hour.missingCategory = "REH"
        }
        return hour
    }

    private var shift: Int {
        Int(seed % 1000)
    }

    private func mean(day: Int) -> Double {
        let year = 365.2425
        let dayOfYear = Double(day) - year * (Double(day) / year).rounded(.down)
        let season = 12.5 - 14 * cos(2 * .pi * (dayOfYear - 20) / year)
        let noise = Double(Int(FNV1a.hash(seed, UInt64(truncatingIfNeeded: day)) % 7) - 3) * 0.5
        return season + latitudeOffset + noise - (isWet(day: day) ? 2 : 0)
    }

    private func amplitude(day: Int) -> Double {
        isWet(day: day) ? 3 : 5.5
    }

    private func applyDry(to hour: inout Hour, hourOfDay: Int, mostlyClear: Bool) {
        if mostlyClear {
            switch hourOfDay {
            case 9...14, 18...20: (hour.sky, hour.chanceOfRain) = (3, 10)
            case 15...17: (hour.sky, hour.chanceOfRain) = (4, 20)
            default: (hour.sky, hour.chanceOfRain) = (1, 0)
            }
        } else {
            (hour.sky, hour.chanceOfRain) = (6...17).contains(hourOfDay) ? (4, 30) : (3, 20)
        }
    }

    /// The wet day, hour by hour: (kind, POP, rain mm, snow cm); snow and sleet only when cold.
    private func applyWet(to hour: inout Hour, hourOfDay: Int, cold: Bool) {
        hour.sky = 4
        let night: Precipitation = cold ? .snow : .rain
        let dawn: Precipitation = cold ? .sleet : .rain
        let plan: (Precipitation, Int, Double, Double) =
            switch hourOfDay {
            case 0: (night, 70, 0.5, 0.5)
            case 1: (night, 80, 1.0, 2.0)
            case 2: (night, 80, 2.5, 6.0)
            case 3: (dawn, 70, 0.3, 0.4)
            case 4: (dawn, 60, 0.8, 0)
            case 12: (.rain, 60, 0.6, 0)
            case 13: (.rain, 70, 2.5, 0)
            case 14: (.rain, 90, 6.0, 0)
            case 15: (.rain, 90, 40.0, 0)
            case 16: (.rain, 100, 55.0, 0)
            case 17: (.shower, 60, 3.0, 0)
            case 9...11, 21...23: (.none, hourOfDay < 12 ? 20 : 30, 0, 0)
            default: (.none, hourOfDay < 12 ? 30 : 40, 0, 0)
            }
        (hour.precipitation, hour.chanceOfRain, hour.rainMillimetres) = (plan.0, plan.1, plan.2)
        hour.snowCentimetres = cold ? plan.3 : 0
        if hour.precipitation == .none, (9...11).contains(hourOfDay) || hourOfDay >= 21 {
            hour.sky = 3
        }
    }
}
