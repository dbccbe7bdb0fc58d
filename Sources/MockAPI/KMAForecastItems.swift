import Foundation

/// The `items.item` rows of the KMA forecast operations for one grid cell and base, in the
/// order and shape KMA sends them (api-facts.md §6), from `KMASyntheticWeather`.
struct KMAForecastItems {
    let nx: Int
    let ny: Int
    private let weather: KMASyntheticWeather

    init(nx: Int, ny: Int) {
        self.nx = nx
        self.ny = ny
        weather = KMASyntheticWeather(nx: nx, ny: ny)
    }

    /// The rows `kind` answers for the base at `base` (Unix seconds).
    func rows(_ kind: KMAForecastKind, base: Int) -> [JSONValue] {
        switch kind {
        case .village: village(base: base)
        case .nowcast: nowcast(base: base)
        case .ultraShort: ultraShort(base: base)
        }
    }

    /// `getVilageFcst`: every hour from the one after the base to the end of the day after
    /// tomorrow, then 3-hourly rows (00, 03, …, 21) for the third day and, from the 17:00 base,
    /// the fourth. Per time: TMP UUU VVV VEC WSD SKY PTY POP WAV PCP REH SNO, plus TMN on the
    /// 06:00 row and TMX on the 15:00 row, except on the third day, where clients must derive
    /// the day's low and high from its TMP rows.
    private func village(base: Int) -> [JSONValue] {
        let baseDay = KoreaTimestamp.dayNumber(base)
        let lastDay = baseDay + (KoreaTimestamp.hourOfDay(base) >= 17 ? 4 : 3)
        var rows: [JSONValue] = []
        let baseStamp = Stamp(base)
        var time = base + 3600
        while KoreaTimestamp.dayNumber(time) <= lastDay {
            defer { time += 3600 }
            let day = KoreaTimestamp.dayNumber(time)
            let hourOfDay = KoreaTimestamp.hourOfDay(time)
            let farDay = day - baseDay >= 3
            if farDay, hourOfDay % 3 != 0 { continue }
            let hour = weather.hour(at: time)
            var values: [(String, String)] =
                [
                    ("TMP", KMAValueText.whole(hour.temperature))
                ] + wind(hour) + [
                    ("SKY", String(hour.sky)),
                    ("PTY", String(shortTermCode(hour.precipitation))),
                    ("POP", String(hour.chanceOfRain)),
                    ("WAV", "0"),
                    ("PCP", KMAValueText.rain(hour.rainMillimetres, hourOfDay: hourOfDay)),
                    ("REH", String(hour.humidity)),
                    ("SNO", KMAValueText.snow(hour.snowCentimetres)),
                ]
            if !farDay, hourOfDay == 6 {
                values.append(("TMN", KMAValueText.oneDecimal(Double(weather.low(day: day)))))
            }
            if !farDay, hourOfDay == 15 {
                values.append(("TMX", KMAValueText.oneDecimal(Double(weather.high(day: day)))))
            }
            let stamp = Stamp(time)
            for (category, value) in values {
                let published = hour.published(value, as: category)
                rows.append(forecastRow(base: baseStamp, category: category, time: stamp, value: published))
            }
        }
        return rows
    }

    /// `getUltraSrtNcst`: the observation at the base hour, categories in KMA's order.
    private func nowcast(base: Int) -> [JSONValue] {
        let hour = weather.hour(at: base)
        let values: [(String, String)] =
            [
                ("PTY", String(ultraShortCode(hour))),
                ("REH", String(hour.humidity)),
                ("RN1", hour.rainMillimetres < 0.05 ? "0" : KMAValueText.oneDecimal(hour.rainMillimetres)),
                ("T1H", KMAValueText.oneDecimal(hour.temperature)),
            ] + wind(hour).sorted { $0.0 < $1.0 }
        let baseStamp = Stamp(base)
        return values.map { category, value in
            .object(
                identity(base: baseStamp, category: category) + [
                    ("nx", .integer(nx)), ("ny", .integer(ny)),
                    ("obsrValue", .string(hour.published(value, as: category))),
                ]
            )
        }
    }

    /// `getUltraSrtFcst` (base HH30): the six hours from HH+1:00, grouped by category in KMA's
    /// order LGT PTY RN1 SKY T1H REH UUU VVV VEC WSD.
    private func ultraShort(base: Int) -> [JSONValue] {
        let times = (1...6).map { base - 30 * 60 + $0 * 3600 }
        let hours = times.map { weather.hour(at: $0) }
        let baseStamp = Stamp(base)
        let stamps = times.map(Stamp.init)
        let categories = ["LGT", "PTY", "RN1", "SKY", "T1H", "REH", "UUU", "VVV", "VEC", "WSD"]
        var rows: [JSONValue] = []
        for category in categories {
            for ((time, hour), stamp) in zip(zip(times, hours), stamps) {
                let windValues = Dictionary(uniqueKeysWithValues: wind(hour))
                let value: String =
                    switch category {
                    case "LGT": hour.rainMillimetres >= 30 ? "1" : "0"
                    case "PTY": String(ultraShortCode(hour))
                    case "RN1": KMAValueText.rain(hour.rainMillimetres, hourOfDay: KoreaTimestamp.hourOfDay(time))
                    case "SKY": String(hour.sky)
                    case "T1H": KMAValueText.whole(hour.temperature)
                    case "REH": String(hour.humidity)
                    default: windValues[category] ?? ""
                    }
                let published = hour.published(value, as: category)
                rows.append(forecastRow(base: baseStamp, category: category, time: stamp, value: published))
            }
        }
        return rows
    }

    /// UUU, VVV (east and north components of the wind vector), VEC, WSD.
    private func wind(_ hour: KMASyntheticWeather.Hour) -> [(String, String)] {
        let radians = Double(hour.windDirection) * .pi / 180
        return [
            ("UUU", KMAValueText.oneDecimal(-hour.windSpeed * sin(radians))),
            ("VVV", KMAValueText.oneDecimal(-hour.windSpeed * cos(radians))),
            ("VEC", String(hour.windDirection)),
            ("WSD", KMAValueText.oneDecimal(hour.windSpeed)),
        ]
    }

    /// `PTY` of the short-term forecast: 0 none, 1 rain, 2 rain/snow, 3 snow, 4 shower.
    private func shortTermCode(_ precipitation: KMASyntheticWeather.Precipitation) -> Int {
        switch precipitation {
        case .none: 0
        case .rain: 1
        case .sleet: 2
        case .snow: 3
        case .shower: 4
        }
    }

    /// `PTY` of the ultra-short operations: 0, 1 rain, 2 rain/snow, 3 snow, 5 drizzle,
    /// 6 drizzle/snow flurry, 7 snow flurry (light amounts get the light codes; a shower is rain).
    private func ultraShortCode(_ hour: KMASyntheticWeather.Hour) -> Int {
        let light = hour.rainMillimetres < 1
        switch hour.precipitation {
        case .none: return 0
        case .rain, .shower: return light ? 5 : 1
        case .sleet: return light ? 6 : 2
        case .snow: return hour.snowCentimetres < 1 ? 7 : 3
        }
    }

    /// A time as a row writes it (`20261207`, `0600`), made once for the rows that share it.
    private struct Stamp {
        let date: JSONValue
        let time: JSONValue

        init(_ seconds: Int) {
            date = .string(KoreaTimestamp.dateText(seconds))
            time = .string(KoreaTimestamp.timeText(seconds))
        }
    }

    private func identity(base: Stamp, category: String) -> [(key: String, value: JSONValue)] {
        [("baseDate", base.date), ("baseTime", base.time), ("category", .string(category))]
    }

    private func forecastRow(base: Stamp, category: String, time: Stamp, value: String) -> JSONValue {
        .object(
            identity(base: base, category: category) + [
                ("fcstDate", time.date),
                ("fcstTime", time.time),
                ("fcstValue", .string(value)),
                ("nx", .integer(nx)),
                ("ny", .integer(ny)),
            ]
        )
    }
}
