import Foundation
import Testing

@testable import CommandKit
@testable import QuickSearchApp
@testable import QuickSearchDomain

@Suite("qsearch weather: how values are written")
struct WeatherTextTests {
    typealias F = WeatherFixtures

    @Test(
        "Amounts in KMA's bands",
        arguments: [
            (PrecipitationAmount.none, nil), (.below(1), "1mm 미만"), (.exactly(2.5), "2.5mm"),
            (.between(30, 50), "30~50mm"), (.atLeast(50), "50mm 이상"),
        ] as [(PrecipitationAmount, String?)]
    )
    func amounts(amount: PrecipitationAmount, shown: String?) {
        #expect(WeatherText.amount(amount, unit: "mm") == shown)
    }

    @Test("Implausible numbers read as missing, never crash", arguments: [1e19, -1e19, .nan, .infinity, 900, -900])
    func implausible(value: Double) {
        #expect(WeatherText.degrees(value) == nil)
        #expect(WeatherText.preciseDegrees(value) == nil)
        #expect(WeatherText.windSpeed(value) == nil)
        #expect(WeatherTemperatureCell.text(DailyTemperature(value: value, isDerived: false)) == "-")
    }

    @Test("Degrees round to whole numbers, never -0; derived ones are marked")
    func degrees() {
        #expect(WeatherText.degrees(-0.4) == "0")
        #expect(WeatherText.degrees(12.5) == "13")
        #expect(WeatherText.preciseDegrees(-0.04) == "0.0")
        #expect(WeatherTemperatureCell.text(DailyTemperature(value: 3.6, isDerived: true)) == "~4°")
        #expect(WeatherTemperatureCell.text(nil) == "-")
    }

    @Test("Wind: the 16-point compass name, the arrow where it goes, the speed")
    func wind() {
        #expect(WeatherText.wind(speed: 3.24, direction: WindDirection(degrees: 0)) == "북 ↓ 3.2m/s")
        #expect(WeatherText.wind(speed: nil, direction: WindDirection(degrees: 292.5)) == "서북서 ↘")
        #expect(WeatherText.wind(speed: 2, direction: nil) == "2.0m/s")
        #expect(WeatherText.wind(speed: nil, direction: nil) == nil)
    }

    @Test("--map temp: the bar spans the coldest (a sliver) to the warmest place; --map dust shows the worse grade")
    func mapScales() async {
        let reporter = FakeWeatherReporter([
            "혜화동": .success(F.report(F.hyehwa, temperature: 12)),
            "강남역": .success(F.report(F.gangnam, temperature: 2)),
        ])
        let temp = await F.run(["weather", "--map", "temp"], reporter: reporter, terminal: DustFixtures.plainTerminal)
        let rows = temp.stdout.split(separator: "\n").map(String.init)
        #expect(rows.count == 3)
        #expect(rows[1].hasPrefix("혜화동") && rows[1].contains(String(repeating: "█", count: 20)))
        #expect(rows[2].hasPrefix("강남역") && rows[2].hasSuffix("█"))
        #expect(!rows[2].contains("██"))
        let dust = await F.run(["weather", "--map", "dust"], reporter: reporter)
        #expect(dust.stdout == "혜화동\t37.5863\t127.0019\t42\t보통\n강남역\t37.4979\t127.0276\t42\t보통\n")
    }
}
