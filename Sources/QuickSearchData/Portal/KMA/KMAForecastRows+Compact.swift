import Foundation
import QuickSearchDomain

/// A KMA forecast answer as the cache keeps it read: every item's time and value, then what was
/// left out. A village forecast is about a thousand rows, each value checked against KMA's
/// forms; while its base is the newest, every `weather` and `brief` reads the items back from
/// this form instead of decoding and checking the rows again. Linear in the items.
extension KMAForecastRows: CompactStorable {
    public static var compactLayout: String { "kma-forecast-1" }

    public func write(to writer: inout CompactWriter) {
        items.write(to: &writer)
        writer.write(unpublishedCategories)
        writer.write(unpublishedCount)
        writer.write(outOfRangeCount)
    }

    public init(from reader: inout CompactReader) throws(CompactReader.Malformed) {
        self.init(
            items: try [ForecastItem](from: &reader),
            unpublishedCategories: try reader.readStrings(),
            unpublishedCount: try reader.readInt(),
            outOfRangeCount: try reader.readInt()
        )
    }
}

/// One forecast value: its time, then the value.
extension ForecastItem: CompactStorable {
    public static var compactLayout: String { "kma-forecast-item-1" }

    public func write(to writer: inout CompactWriter) {
        writer.write(time)
        writer.write(value)
    }

    public init(from reader: inout CompactReader) throws(CompactReader.Malformed) {
        self.init(time: try reader.readDate(), value: try reader.readWeatherValue())
    }
}

/// A weather value: which quantity it is (its position in `Quantity`), then its payload.
extension CompactWriter {
    fileprivate enum Quantity: UInt64 {
        case temperature, dailyLow, dailyHigh, sky, precipitationType, chanceOfRain, precipitation, snowfall
        case humidity, windSpeed, windDirection, eastwardWind, northwardWind, waveHeight, lightning
    }

    fileprivate mutating func write(_ value: WeatherValue) {
        switch value {
        case .temperature(let degrees): write(.temperature, degrees)
        case .dailyLow(let degrees): write(.dailyLow, degrees)
        case .dailyHigh(let degrees): write(.dailyHigh, degrees)
        case .sky(let state):
            write(Quantity.sky.rawValue)
            write(case: state)
        case .precipitationType(let type):
            write(Quantity.precipitationType.rawValue)
            write(case: type)
        case .chanceOfRain(let percent): write(.chanceOfRain, percent)
        case .precipitation(let amount): write(.precipitation, amount)
        case .snowfall(let amount): write(.snowfall, amount)
        case .humidity(let percent): write(.humidity, percent)
        case .windSpeed(let speed): write(.windSpeed, speed)
        case .windDirection(let direction): write(.windDirection, direction.degrees)
        case .eastwardWind(let speed): write(.eastwardWind, speed)
        case .northwardWind(let speed): write(.northwardWind, speed)
        case .waveHeight(let metres): write(.waveHeight, metres)
        case .lightning(let strokes): write(.lightning, strokes)
        }
    }

    private mutating func write(_ quantity: Quantity, _ number: Double) {
        write(quantity.rawValue)
        write(number)
    }

    private mutating func write(_ quantity: Quantity, _ percent: Int) {
        write(quantity.rawValue)
        write(percent)
    }

    private mutating func write(_ quantity: Quantity, _ amount: PrecipitationAmount) {
        write(quantity.rawValue)
        write(amount)
    }

    /// An amount: 0 none, 1 below, 2 exactly, 3 between, 4 at least; then its bounds.
    private mutating func write(_ amount: PrecipitationAmount) {
        switch amount {
        case .none: write(UInt64(0))
        case .below(let bound): write(1, bound)
        case .exactly(let value): write(2, value)
        case .between(let low, let high):
            write(3, low)
            write(high)
        case .atLeast(let bound): write(4, bound)
        }
    }

    private mutating func write(_ form: UInt64, _ number: Double) {
        write(form)
        write(number)
    }
}

extension CompactReader {
    fileprivate mutating func readWeatherValue() throws(Malformed) -> WeatherValue {
        let quantity = try Self.known(CompactWriter.Quantity(rawValue: try readUInt64()))
        switch quantity {
        case .temperature: return .temperature(try readDouble())
        case .dailyLow: return .dailyLow(try readDouble())
        case .dailyHigh: return .dailyHigh(try readDouble())
        case .sky: return .sky(try readCase(SkyState.self))
        case .precipitationType: return .precipitationType(try readCase(PrecipitationType.self))
        case .chanceOfRain: return .chanceOfRain(try readInt())
        case .precipitation: return .precipitation(try readAmount())
        case .snowfall: return .snowfall(try readAmount())
        case .humidity: return .humidity(try readInt())
        case .windSpeed: return .windSpeed(try readDouble())
        case .windDirection: return .windDirection(try Self.known(WindDirection(degrees: try readDouble())))
        case .eastwardWind: return .eastwardWind(try readDouble())
        case .northwardWind: return .northwardWind(try readDouble())
        case .waveHeight: return .waveHeight(try readDouble())
        case .lightning: return .lightning(try readDouble())
        }
    }

    private mutating func readAmount() throws(Malformed) -> PrecipitationAmount {
        switch try readUInt64() {
        case 0: return .none
        case 1: return .below(try readDouble())
        case 2: return .exactly(try readDouble())
        case 3: return .between(try readDouble(), try readDouble())
        case 4: return .atLeast(try readDouble())
        default: throw Malformed()
        }
    }
}
