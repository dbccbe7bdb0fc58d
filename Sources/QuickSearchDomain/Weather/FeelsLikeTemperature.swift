import Foundation

/// The temperature people feel, by the formulas KMA publishes: the wind chill in the cold, the
/// heat index in the heat, the air's own temperature in between.
///
/// - Wind chill (KMA's 체감온도, the JAG/TI formula of 2001 KMA adopted):
///   `13.12 + 0.6215·T − 11.37·V^0.16 + 0.3965·V^0.16·T`, T in °C and V the wind in km/h,
///   computed only at 10 °C and below with a wind of at least 1.3 m/s (4.8 km/h). Source: KMA's
///   help page on 체감온도 (kma.go.kr/weather/lifenindustry/li_asset/HELP/basic/help_01_07.jsp), as
///   quoted with KMA's bounds in MBN, 2022-12-22 (m.mbn.co.kr/news/society/4889517).
/// - Heat index (KMA's 열지수, which its heat-wave warnings used from 2008): the NWS's Rothfusz
///   regression `−42.379 + 2.04901523·T + 10.14333127·R − 0.22475541·T·R − 6.83783e−3·T²
///   − 5.481717e−2·R² + 1.22874e−3·T²·R + 8.5282e−4·T·R² − 1.99e−6·T²·R²`, T in °F and R the
///   relative humidity in %, computed from 27 °C up (the regression holds from 80 °F). Source:
///   KBS World on the 폭염특보 criteria (world.kbs.co.kr, board_seq 258637: 30 °C at 60 % is 32.8,
///   at 80 % 37.7) and 한겨레 (herstory.hani.co.kr/arti/society/environment/855391.html: 37 °C at
///   30 % is 37.8, at 70 % 58.2); both sets of KMA's figures are this regression's.
public enum FeelsLikeTemperature {
    /// At or below this (°C), with wind, the wind chill applies.
    public static let windChillCeiling = 10.0
    /// The least wind (m/s) KMA computes a wind chill for.
    public static let windChillLeastWind = 1.3
    /// From this (°C) up the heat index applies.
    public static let heatIndexFloor = 27.0

    /// The temperature felt at `temperature` °C with `windSpeed` m/s and `humidity` %; nil when a
    /// value the formula for `temperature` needs is missing or implausible (a temperature beyond
    /// ±60 °C, a wind beyond 0…100 m/s, a humidity beyond 0…100 %).
    public static func celsius(temperature: Double?, windSpeed: Double?, humidity: Int?) -> Double? {
        guard let temperature, temperature.isFinite, abs(temperature) <= 60 else { return nil }
        if temperature <= windChillCeiling {
            guard let windSpeed, windSpeed.isFinite, (0...100).contains(windSpeed) else { return nil }
            return windSpeed < windChillLeastWind
                ? temperature : windChill(temperature: temperature, windSpeed: windSpeed)
        }
        if temperature >= heatIndexFloor {
            guard let humidity, (0...100).contains(humidity) else { return nil }
            return heatIndex(temperature: temperature, humidity: Double(humidity))
        }
        return temperature
    }

    /// KMA's wind chill, °C, for `temperature` °C and `windSpeed` m/s.
    public static func windChill(temperature: Double, windSpeed: Double) -> Double {
        let power = pow(windSpeed * 3.6, 0.16)
        return 13.12 + 0.6215 * temperature - 11.37 * power + 0.3965 * power * temperature
    }

    /// The heat index, °C, for `temperature` °C and `humidity` %.
    public static func heatIndex(temperature: Double, humidity: Double) -> Double {
        let fahrenheit = temperature * 9 / 5 + 32
        let (t, r) = (fahrenheit, humidity)
        let index =
            -42.379 + 2.049_015_23 * t + 10.143_331_27 * r - 0.224_755_41 * t * r - 6.837_83e-3 * t * t
            - 5.481_717e-2 * r * r + 1.228_74e-3 * t * t * r + 8.5282e-4 * t * r * r - 1.99e-6 * t * t * r * r
        return (index - 32) * 5 / 9
    }
}
