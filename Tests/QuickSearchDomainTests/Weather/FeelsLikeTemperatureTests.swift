import Foundation
import QuickSearchDomain
import Testing

@Suite("Feels-like temperature: KMA's wind chill and heat index, on KMA's published figures")
struct FeelsLikeTemperatureTests {
    /// KMA's wind chill examples: −10 °C at 5 km/h feels −13 °C, at 30 km/h −20 °C (KMA's
    /// 체감온도 page, quoted at coolsoo.blogspot.com/2009/02/blog-post_22.html).
    @Test("Wind chill: −10 °C at 5 km/h is −13, at 30 km/h −20", arguments: [(5.0, -13.0), (30.0, -20.0)])
    func windChill(kilometresPerHour: Double, felt: Double) {
        let value = FeelsLikeTemperature.celsius(temperature: -10, windSpeed: kilometresPerHour / 3.6, humidity: nil)
        #expect(value.map { $0.rounded() } == felt)
    }

    /// The heat index figures KMA gave for its heat-wave criteria: 30 °C at 60 % is 32.8 and at
    /// 80 % 37.7 (KBS World, board_seq 258637); 37 °C at 30 % is 37.8 and at 70 % 58.2 (한겨레,
    /// herstory.hani.co.kr/arti/society/environment/855391.html).
    @Test(
        "Heat index: 30 °C at 60 % is 32.8, at 80 % 37.7; 37 °C at 30 % is 37.8, at 70 % 58.2",
        arguments: [(30.0, 60, 32.8), (30.0, 80, 37.7), (37.0, 30, 37.8), (37.0, 70, 58.2)]
    )
    func heatIndex(temperature: Double, humidity: Int, felt: Double) throws {
        let value = try #require(
            FeelsLikeTemperature.celsius(temperature: temperature, windSpeed: nil, humidity: humidity)
        )
        #expect(abs(value - felt) < 0.05, "\(value)")
    }

    @Test("Between 10 and 27 °C, and in the cold without wind, it is the temperature itself")
    func between() {
        #expect(FeelsLikeTemperature.celsius(temperature: 18, windSpeed: nil, humidity: nil) == 18)
        #expect(FeelsLikeTemperature.celsius(temperature: 26.9, windSpeed: 9, humidity: 90) == 26.9)
        #expect(FeelsLikeTemperature.celsius(temperature: 10.1, windSpeed: 9, humidity: 90) == 10.1)
        #expect(FeelsLikeTemperature.celsius(temperature: -5, windSpeed: 1.2, humidity: nil) == -5)
        #expect(FeelsLikeTemperature.celsius(temperature: 10, windSpeed: 1.3, humidity: nil)! < 10, "10 °C is in")
        #expect(FeelsLikeTemperature.celsius(temperature: 27, windSpeed: nil, humidity: 80)! > 27, "27 °C is in")
    }

    @Test("A value the formula needs, missing or implausible, makes it unknown")
    func unknown() {
        #expect(FeelsLikeTemperature.celsius(temperature: nil, windSpeed: 3, humidity: 50) == nil)
        #expect(FeelsLikeTemperature.celsius(temperature: -5, windSpeed: nil, humidity: 50) == nil)
        #expect(FeelsLikeTemperature.celsius(temperature: -5, windSpeed: -1, humidity: 50) == nil)
        #expect(FeelsLikeTemperature.celsius(temperature: -5, windSpeed: .nan, humidity: 50) == nil)
        #expect(FeelsLikeTemperature.celsius(temperature: 30, windSpeed: 3, humidity: nil) == nil)
        #expect(FeelsLikeTemperature.celsius(temperature: 30, windSpeed: 3, humidity: 101) == nil)
        #expect(FeelsLikeTemperature.celsius(temperature: 99, windSpeed: 3, humidity: 50) == nil)
        #expect(FeelsLikeTemperature.celsius(temperature: .infinity, windSpeed: 3, humidity: 50) == nil)
    }
}
