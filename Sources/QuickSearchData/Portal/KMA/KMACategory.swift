import QuickSearchDomain

/// The categories of KMA's forecast and now-cast rows that are read, as KMA names them, each
/// with the quantity it gives and the forms its values are written in (api-facts.md §6).
enum KMACategory: String, CaseIterable {
    /// The hour's temperature in the village forecast, °C.
    case tmp = "TMP"
    /// The temperature in the now-cast and the ultra-short forecast, °C.
    case t1h = "T1H"
    /// The day's lowest temperature, °C.
    case tmn = "TMN"
    /// The day's highest temperature, °C.
    case tmx = "TMX"
    /// The chance of precipitation, a whole %.
    case pop = "POP"
    /// Relative humidity, a whole %.
    case reh = "REH"
    /// The sky: 1 clear, 3 partly cloudy, 4 overcast.
    case sky = "SKY"
    /// The precipitation type: 0 none, 1 rain, 2 rain/snow, 3 snow, 4 shower (short-term);
    /// 5 drizzle, 6 drizzle/snow flurry, 7 snow flurry (ultra-short).
    case pty = "PTY"
    /// Wind speed, m/s.
    case wsd = "WSD"
    /// The wind's east-west component, m/s.
    case uuu = "UUU"
    /// The wind's north-south component, m/s.
    case vvv = "VVV"
    /// Where the wind blows from, degrees.
    case vec = "VEC"
    /// Wave height, m.
    case wav = "WAV"
    /// Lightning, kA.
    case lgt = "LGT"
    /// The hour's precipitation in the village forecast, in its text forms (`KMAAmountText`), mm.
    case pcp = "PCP"
    /// The hour's rain in the now-cast and the ultra-short forecast, mm.
    case rn1 = "RN1"
    /// The hour's new snow, in its text forms, cm.
    case sno = "SNO"

    /// The category KMA names `name`; nil for any other text. The name's three bytes are
    /// compared as one number with each category's (a forecast answer names one a row, a thousand
    /// rows a base), where `init(rawValue:)` compares texts.
    init?(name: String) {
        var name = name
        guard let category = name.withUTF8({ Self(bytes: $0) }) else { return nil }
        self = category
    }

    /// The category whose name is the UTF-8 `bytes`; nil for any other.
    init?(bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count == 3, let index = Self.codes.firstIndex(of: Self.code(bytes[0], bytes[1], bytes[2]))
        else { return nil }
        self = Self.allCases[index]
    }

    /// Each category's name as a number, in the order of `allCases`.
    private static let codes: [UInt32] = allCases.map { category in
        let bytes = Array(category.rawValue.utf8)
        return code(bytes[0], bytes[1], bytes[2])
    }

    private static func code(_ first: UInt8, _ second: UInt8, _ third: UInt8) -> UInt32 {
        UInt32(first) << 16 | UInt32(second) << 8 | UInt32(third)
    }

    /// What a row's value is to a reader.
    enum Reading: Sendable, Hashable {
        /// A value in a form KMA publishes for the category, one its quantity can be.
        case value(WeatherValue)
        /// KMA's missing-value sentinel (a number ≥ 900 or ≤ −900): no value, as KMA means it.
        case missing
        /// Neither: not a form KMA publishes for the category (`0x1F`, `4.2e1`, `31 °C`), or a
        /// number the quantity cannot be (a humidity of 150, a `SKY` of 2).
        case unpublished
    }

    /// The measures with no range of their own (`WAV`, `LGT`): whatever KMA measures short of its
    /// sentinel, to one decimal.
    static let unboundedMeasures: ClosedRange<Double> = 0...899.9

    /// The category a row of this one gives way to at the same time: KMA names the temperature
    /// `TMP` in the village forecast and `T1H` in the other two, the hour's precipitation `PCP`
    /// and `RN1`; an answer with both for one time is read by `TMP` and `PCP`.
    var givesWayTo: KMACategory? {
        switch self {
        case .t1h: .tmp
        case .rn1: .pcp
        default: nil
        }
    }

    /// How a reader takes `text` as this category's value: numbers in the one form `NumberText`
    /// accepts (whole numbers for percentages and codes, `30.0` being 30), amounts in the text forms
    /// of `KMAAmountText`, each within what its quantity can be (`WeatherValue.isPlausible`).
    func reading(_ text: String) -> Reading {
        let number = NumberText.decimal(text)
        if let number, number >= 900 || number <= -900 {
            return .missing
        }
        guard let value = value(text, number: number), value.isPlausible else { return .unpublished }
        return .value(value)
    }

    /// The value `text` writes (`number`, when it is a number), before the plausibility check;
    /// nil when it is not in a form KMA writes for the category.
    private func value(_ text: String, number: Double?) -> WeatherValue? {
        let whole = number.flatMap { Int(exactly: $0) }
        return switch self {
        case .tmp, .t1h: number.map(WeatherValue.temperature)
        case .tmn: number.map(WeatherValue.dailyLow)
        case .tmx: number.map(WeatherValue.dailyHigh)
        case .pop: whole.map(WeatherValue.chanceOfRain)
        case .reh: whole.map(WeatherValue.humidity)
        case .sky: whole.flatMap(Self.sky(code:)).map(WeatherValue.sky)
        case .pty: whole.flatMap(Self.precipitationType(code:)).map(WeatherValue.precipitationType)
        case .wsd: number.map(WeatherValue.windSpeed)
        case .uuu: number.map(WeatherValue.eastwardWind)
        case .vvv: number.map(WeatherValue.northwardWind)
        case .vec: number.flatMap(WindDirection.init(degrees:)).map(WeatherValue.windDirection)
        case .wav: number.flatMap { Self.unboundedMeasures.contains($0) ? .waveHeight($0) : nil }
        case .lgt: number.flatMap { Self.unboundedMeasures.contains($0) ? .lightning($0) : nil }
        case .pcp, .rn1: KMAAmountText.amount(text, unit: .millimetres).map(WeatherValue.precipitation)
        case .sno: KMAAmountText.amount(text, unit: .centimetres).map(WeatherValue.snowfall)
        }
    }

    /// The sky of a `SKY` code; nil for codes KMA does not define (2 is none).
    static func sky(code: Int) -> SkyState? {
        switch code {
        case 1: .clear
        case 3: .partlyCloudy
        case 4: .overcast
        default: nil
        }
    }

    /// The type of a `PTY` code, showers and drizzle folded into rain, rain/snow and drizzle/flurry
    /// into sleet, flurries into snow; nil for codes KMA does not define.
    static func precipitationType(code: Int) -> PrecipitationType? {
        switch code {
        case 0: PrecipitationType.none
        case 1, 4, 5: .rain
        case 2, 6: .sleet
        case 3, 7: .snow
        default: nil
        }
    }
}
