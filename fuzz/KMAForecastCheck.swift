import Foundation
import QuickSearchDomain

@testable import QuickSearchData

// Shared by the three KMA forecast fuzzers: an input is read as the answer for grid 60,127 and
// the operation's newest base at the fuzzers' clock, then through the domain (hours, days, the
// now-cast part). Every kept row must be of the asked cell's base (its time within the base's
// range, checked here by its own arithmetic), every row read from a value KMA publishes for its
// category and holding that value, every shown number within what it can be.

let fuzzGrid = ForecastGridPoint(x: 60, y: 127)
let fuzzPoint = GeoCoordinate(latitude: 37.5665, longitude: 126.9780)!

func checkKMAForecast(_ body: Data, _ operation: ForecastOperation) {
    let base = operation.latestBase(at: fuzzNow)
    let target = KMAForecastTarget(operation: operation, base: base, grid: fuzzGrid, requestedAt: fuzzNow)
    let response = HTTPResponse(status: 200, body: body)
    decodeChecked(target, response) { decoded in
        checkRowsRead(response, target)
        let rows = decoded.value
        require(!rows.items.isEmpty, "an answer without rows was not a failure")
        require(decoded.isCacheable && (decoded.expiresAt ?? .distantPast) > fuzzNow, "a bad expiry")
        let end: Date
        switch operation {
        case .nowcast: end = base.issuedAt
        case .ultraShortForecast: end = base.issuedAt.addingTimeInterval(6 * 3600)
        case .villageForecast:
            end = KoreaTime.calendar.startOfDay(for: base.issuedAt).addingTimeInterval(6 * 86400 - 1)
        }
        for item in rows.items {
            require(item.value.isPlausible, "a value its quantity cannot be: \(item.value)")
            require(item.time >= base.issuedAt && item.time <= end, "a row outside its base: \(item.time) \(base)")
        }
        if let note = rows.note(target.answerName) { requirePlainLine(note, "note") }
        if operation == .nowcast {
            checkNowcast(ForecastAnswer(base: base, rows: rows))
        } else {
            checkForecast(ShortTermForecast(items: rows.items), base: base, end: end)
        }
    }
}

/// Every row of the asked cell and base that the target reads as a value: its text is one KMA
/// publishes for its category, and the value holds what the text says.
private func checkRowsRead(_ response: HTTPResponse, _ target: KMAForecastTarget) {
    guard
        let envelope = try? PortalErrorReading.envelope(
            KMAForecastTarget.Item.self,
            from: response,
            source: target.answerName
        )
    else {
        require(false, "an answer read once could not be read again")
        return
    }
    let observed = target.operation == .nowcast
    let cell = KMAForecastTarget.RowCell(grid: fuzzGrid, base: target.base)
    var instants = KMADateTime.Memo()
    for item in envelope.items.prefix(target.rowLimit) where item.isFor(cell) {
        guard case .row(let row) = item.reading(target.operation, instants: &instants) else { continue }
        let text = (item[observed ? .obsrValue : .fcstValue] ?? "").trimmingCharacters(in: .whitespaces)
        let category = row.category.rawValue
        require(PublishedText.isKMAValue(category, text), "not KMA's: \(category) \(text)")
        if let number = PublishedText.number(of: row.item.value) {
            require(number == PublishedText.number(text), "\(category) \(text) read as \(row.item.value)")
        }
    }
}

/// The now-cast part at three clocks: just after its base (current), hours later (stale, shown
/// as such) and before its base (refused).
private func checkNowcast(_ answer: ForecastAnswer) {
    let noSky = Result<ForecastAnswer, SourceFailure>.failure(SourceFailure(.unavailable, "kma-ultra-short: off"))
    for (offset, expected) in [(20.0 * 60, false), (5 * 3600, true), (-60, nil)] as [(TimeInterval, Bool?)] {
        let now = answer.base.issuedAt.addingTimeInterval(offset)
        let part = KMAWeatherService.current(nowcast: .success(answer), ultraShort: noSky, at: fuzzPoint, now: now)
        if let note = part.note { requirePlainLine(note, "now-cast note") }
        guard let current = part.value else {
            require(part.note != nil, "a now-cast part with neither value nor note")
            continue
        }
        require(expected != nil, "a now-cast timed after the clock was shown")
        require(current.isStale == expected, "a now-cast \(offset) s old was stale=\(current.isStale)")
        require(current.observedAt == answer.base.issuedAt, "an observation at another time than its base")
        checkHour(
            temperature: current.temperature,
            humidity: current.humidity,
            windSpeed: current.windSpeed,
            direction: current.windDirection
        )
    }
}

private func checkForecast(_ forecast: ShortTermForecast, base: ForecastBase, end: Date) {
    let hours = forecast.hourly(at: fuzzPoint, from: fuzzNow, hours: 120)
    let hourStart = Date(timeIntervalSince1970: (fuzzNow.timeIntervalSince1970 / 3600).rounded(.down) * 3600)
    for hour in hours {
        require(hour.time >= hourStart && hour.time <= end, "an hour outside the base and the clock: \(hour.time)")
        checkHour(
            temperature: hour.temperature,
            humidity: hour.humidity,
            windSpeed: hour.windSpeed,
            direction: hour.windDirection
        )
        require(hour.chanceOfRain.map { (0...100).contains($0) } ?? true, "a chance of rain of \(hour.chanceOfRain!)")
        for amount in [hour.precipitation, hour.snowfall].compactMap({ $0 }) {
            let value = amount.representativeValue
            require(value.isFinite && value >= 0 && value < 900, "an amount of \(value)")
        }
    }
    let today = KoreaTime.calendar.startOfDay(for: fuzzNow)
    for day in forecast.daily(at: fuzzPoint, from: fuzzNow) {
        require(day.date >= today && day.date <= end, "a day outside the base and the clock: \(day.date)")
        for temperature in [day.low, day.high].compactMap({ $0?.value }) {
            require((-80...70).contains(temperature), "a day's temperature of \(temperature)")
        }
    }
}

private func checkHour(temperature: Double?, humidity: Int?, windSpeed: Double?, direction: WindDirection?) {
    require(temperature.map { (-80...70).contains($0) } ?? true, "a temperature of \(temperature!)")
    require(humidity.map { (0...100).contains($0) } ?? true, "a humidity of \(humidity!)")
    require(windSpeed.map { (0...100).contains($0) } ?? true, "a wind speed of \(windSpeed!)")
    require(direction.map { (0...360).contains($0.degrees) } ?? true, "a direction of \(direction!.degrees)")
}

extension PublishedText {
    /// The number a value read from a numeric category stands for (a sky or a type by KMA's
    /// codes, read here apart from the library); nil for amounts.
    static func number(of value: WeatherValue) -> Double? {
        switch value {
        case .temperature(let number), .dailyLow(let number), .dailyHigh(let number), .windSpeed(let number),
            .eastwardWind(let number), .northwardWind(let number), .waveHeight(let number), .lightning(let number):
            return number
        case .chanceOfRain(let number), .humidity(let number):
            return Double(number)
        case .windDirection(let direction):
            return direction.degrees
        case .sky(let sky):
            return [SkyState.clear: 1, .partlyCloudy: 3, .overcast: 4][sky]
        case .precipitationType, .precipitation, .snowfall:
            return nil
        }
    }
}
