import CommandKit
import Foundation
import QuickSearchDomain

/// Every placeholder of the `--format` templates, in the order help, completions and the docs
/// list them: one entry each (letter, summary, source, value). A value is shown only when it is
/// plausible (see `WeatherText`, `DustText`); otherwise the placeholder reads `-`.
enum LinePlaceholders {
    static let all: [LinePlaceholder] = [
        LinePlaceholder(letter: "p", summary: "the place's name", source: .place) {
            TextSanitizer.singleLine($0.placeName)
        },
        LinePlaceholder(letter: "t", summary: "the temperature now (12°C)", source: .weather) { subject in
            subject.weather.flatMap { WeatherText.degrees(WeatherText.currentTemperature($0)) }.map { "\($0)°C" }
        },
        LinePlaceholder(
            letter: "f",
            summary: "the temperature felt now: KMA's wind chill at 10°C and below, its heat index from 27°C (8°C)",
            source: .weather
        ) { subject in
            guard let report = subject.weather else { return nil }
            let felt = FeelsLikeTemperature.celsius(
                temperature: WeatherText.currentTemperature(report),
                windSpeed: WeatherText.currentWindSpeed(report),
                humidity: WeatherText.currentHumidity(report)
            )
            return WeatherText.degrees(felt).map { "\($0)°C" }
        },
        LinePlaceholder(letter: "c", summary: "the condition's symbol now (☀)", source: .weather) { subject in
            subject.weather.flatMap(WeatherText.currentSymbol).map(WeatherText.glyph)
        },
        LinePlaceholder(letter: "C", summary: "the condition now in words (맑음)", source: .weather) { subject in
            subject.weather.flatMap(WeatherText.currentCondition)?.koreanName
        },
        LinePlaceholder(letter: "h", summary: "the relative humidity now (60%)", source: .weather) { subject in
            subject.weather.flatMap(WeatherText.currentHumidity).map { "\($0)%" }
        },
        LinePlaceholder(letter: "w", summary: "the wind now: where it goes and its speed (↙3.2m/s)", source: .weather) {
            subject in
            guard let report = subject.weather else { return nil }
            let arrow = WeatherText.currentWindDirection(report).map { String($0.arrow) }
            let speed = WeatherText.currentWindSpeed(report).map { DecimalText.fixed($0, places: 1) + "m/s" }
            return arrow == nil && speed == nil ? nil : (arrow ?? "") + (speed ?? "")
        },
        LinePlaceholder(letter: "r", summary: "the chance of rain this hour (20%)", source: .weather) { subject in
            subject.weather.flatMap { WeatherText.thisHour($0, now: subject.now) }
                .flatMap { WeatherText.percent($0.chanceOfRain) }.map { "\($0)%" }
        },
        LinePlaceholder(
            letter: "R",
            summary: "the next rain or snow in the coming 24 hours (15시 비 60%), empty when none is forecast",
            source: .weather
        ) { subject in
            subject.weather.flatMap { WeatherText.nextPrecipitation($0, now: subject.now) }
        },
        LinePlaceholder(letter: "l", summary: "today's low (4°)", source: .weather) { subject in
            subject.weather.flatMap { WeatherText.degrees(WeatherText.today($0, now: subject.now)?.low?.value) }
                .map { "\($0)°" }
        },
        LinePlaceholder(letter: "H", summary: "today's high (15°)", source: .weather) { subject in
            subject.weather.flatMap { WeatherText.degrees(WeatherText.today($0, now: subject.now)?.high?.value) }
                .map { "\($0)°" }
        },
        LinePlaceholder(letter: "u", summary: "the UV index now (3; 0 at night)", source: .weather) { subject in
            subject.weather?.uv.value.map { String($0.value) }
        },
        LinePlaceholder(letter: "d", summary: "the PM10 grade now (보통)", source: .dust) { subject in
            subject.dust.flatMap { grade($0.readings.pm10) }
        },
        LinePlaceholder(letter: "D", summary: "the PM2.5 grade now (좋음)", source: .dust) { subject in
            subject.dust.flatMap { grade($0.readings.pm25) }
        },
        LinePlaceholder(
            letter: "F",
            summary: "tomorrow's fine-dust forecast for the region, the worse of PM10 and PM2.5 (나쁨)",
            source: .dust
        ) { subject in
            subject.outlook?.tomorrowsDustGrade(after: subject.now)?.koreanName
        },
        LinePlaceholder(
            letter: "a",
            summary: "the alerts in force: a symbol and count (⚠2), empty when none or not known",
            source: .dust
        ) {
            subject in
            // Alerts never fail a line: not known reads as none (the JSON's alerts_note says why).
            let count = subject.outlook?.alertCount ?? 0
            return count == 0 ? "" : "\(AlertLines.symbol)\(count)"
        },
        LinePlaceholder(letter: "S", summary: "today's sunrise at the place (07:12)", source: .place) { subject in
            SolarDay(at: subject.coordinate, on: subject.now).map { WeatherText.sunTime($0.sunrise, now: subject.now) }
        },
        LinePlaceholder(letter: "s", summary: "today's sunset at the place (17:18)", source: .place) { subject in
            SolarDay(at: subject.coordinate, on: subject.now).map { WeatherText.sunTime($0.sunset, now: subject.now) }
        },
        LinePlaceholder(letter: "%", summary: "a percent sign", source: .place) { _ in "%" },
    ]

    /// The placeholder written `%letter`, if there is one.
    static func named(_ letter: Character) -> LinePlaceholder? {
        all.first { $0.letter == letter }
    }

    /// The placeholders a command whose reports come from `sources` offers, in table order.
    static func offered(by sources: Set<LinePlaceholder.Source>) -> [LinePlaceholder] {
        all.filter { sources.contains($0.source) }
    }

    /// `%p the place's name; %t the temperature now (12°C); …`: the list help prints.
    static func summary(of placeholders: [LinePlaceholder]) -> String {
        placeholders.map { "\($0.token) \($0.summary)" }.joined(separator: "; ")
    }

    /// A measurement's grade when it has a plausible value.
    private static func grade(_ measurement: DustMeasurement) -> String? {
        DustText.value(measurement.value, decimals: 0) == nil ? nil : measurement.grade?.koreanName
    }
}
