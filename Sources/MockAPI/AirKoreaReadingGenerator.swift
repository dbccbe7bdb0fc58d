import Foundation

/// What a mock station fails to measure, and how AirKorea says so.
enum AirKoreaOutages {
    case none
    /// PM10 and PM2.5 `"-"` with `장비점검` every hour (the client must try the next station).
    case noParticulates
    /// PM2.5 `"-"` with `통신장애`.
    case pm25CommunicationFailure
    /// PM10 `"-"` with `점검및교정`.
    case pm10Calibration
    /// Ozone flagged `자료이상` while still carrying a value (a flagged value is not to be shown).
    case ozoneDataError
    /// KHAI `"-"` (with no flag) in odd hours.
    case khaiMissingOddHours
    /// Gaps in the day's series: the readings for 03:00 and 04:00 are not published at all (no
    /// row), and those for 05:00 have PM10 and PM2.5 `"-"` with `통신장애`.
    case hourlyGaps

    /// Whether the station publishes no row for the hour `hour` (counted as `AirKoreaReadingGenerator.hour`).
    func omits(hour: Int) -> Bool {
        self == .hourlyGaps && [3, 4].contains(((hour % 24) + 24) % 24)
    }

    /// Whether the station's PM values of the hour are `"-"` with `통신장애`.
    func dropsParticulates(hour: Int) -> Bool {
        self == .hourlyGaps && ((hour % 24) + 24) % 24 == 5
    }
}

/// The readings of a mock station for one hour: deterministic per station and hour, so tests
/// and demos see the same numbers at the same mock time, all as strings as AirKorea sends them.
struct AirKoreaReadingGenerator {
    /// The hour, counted in hours since 1970-01-01 00:00 Korea time; the reading "for" hour h
    /// covers h-1…h and is labelled h:00 (midnight is the previous day's `24:00`).
    let hour: Int

    /// The latest published hour at `date`: data is published on the hour.
    init(latestAt date: Date) {
        hour = Int((date.timeIntervalSince1970 + 9 * 3600) / 3600)
    }

    init(hour: Int) {
        self.hour = hour
    }

    /// `yyyy-MM-dd HH:mm`, with `24:00` of the previous day at midnight.
    var dataTime: String {
        let civil = CivilTime(unixSeconds: hour * 3600)
        guard civil.hour == 0 else { return Self.format(civil, hour: civil.hour) }
        return Self.format(CivilTime(unixSeconds: (hour - 1) * 3600), hour: 24)
    }

    private static func format(_ civil: CivilTime, hour: Int) -> String {
        String(format: "%04d-%02d-%02d %02d:00", civil.date.year, civil.date.month, civil.date.day, hour)
    }

    /// The item fields of `station`'s reading; `named` adds `sidoName` and `stationName` first
    /// (the province query's items carry them).
    func item(for station: AirKoreaStation, named: Bool) -> JSONValue {
        var random = SplitMix64(seed: FNV1a.hash("\(station.name)|\(hour)"))
        let pm10 = 6 + random.below(170)
        let pm25 = pm10 * (30 + random.below(40)) / 100
        let pm10Daily = max(1, pm10 + random.below(21) - 10)
        let pm25Daily = max(1, pm25 + random.below(11) - 5)
        let ozone = Double(5 + random.below(95)) / 1000
        let nitrogenDioxide = Double(3 + random.below(60)) / 1000
        let khai = max(Self.khaiIndex(pm10: pm10Daily, pm25: pm25Daily), 20 + random.below(30))
        let outages = station.outages
        let noPM = outages == .noParticulates
        let gap = outages.dropsParticulates(hour: hour)
        let noPM10 = noPM || gap || outages == .pm10Calibration
        let noPM25 = noPM || gap || outages == .pm25CommunicationFailure
        let noKHAI = noPM || (outages == .khaiMissingOddHours && hour % 2 == 1)

        func value(_ number: Int, missing: Bool) -> JSONValue { missing ? .string("-") : .string(String(number)) }
        func grade(_ code: Int, missing: Bool) -> JSONValue { missing ? .null : .string(String(code)) }
        func flag(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
        let ppm = { (number: Double) in JSONValue.string(String(format: "%.3f", number)) }

        var members: [(key: String, value: JSONValue)] =
            named
            ? [("sidoName", .string(station.sido)), ("stationName", .string(station.name))] : []
        members += [
            ("mangName", .string("도시대기")),
            ("dataTime", .string(dataTime)),
            ("so2Value", .string("0.003")),
            ("coValue", .string("0.4")),
            ("o3Value", ppm(ozone)),
            ("no2Value", ppm(nitrogenDioxide)),
            ("pm10Value", value(pm10, missing: noPM10)),
            ("pm10Value24", value(pm10Daily, missing: noPM10)),
            ("pm25Value", value(pm25, missing: noPM25)),
            ("pm25Value24", value(pm25Daily, missing: noPM25)),
            ("khaiValue", value(khai, missing: noKHAI)),
            ("khaiGrade", grade(Self.khaiGrade(khai), missing: noKHAI)),
            ("so2Grade", .string("1")),
            ("coGrade", .string("1")),
            ("o3Grade", .string(String(Self.ozoneGrade(ozone)))),
            ("no2Grade", .string(String(Self.nitrogenDioxideGrade(nitrogenDioxide)))),
            ("pm10Grade", grade(Self.grade(pm10Daily, bounds: (30, 80, 150)), missing: noPM10)),
            ("pm25Grade", grade(Self.grade(pm25Daily, bounds: (15, 35, 75)), missing: noPM25)),
            ("pm10Grade1h", grade(Self.grade(pm10, bounds: (30, 80, 150)), missing: noPM10)),
            ("pm25Grade1h", grade(Self.grade(pm25, bounds: (15, 35, 75)), missing: noPM25)),
            ("so2Flag", .null),
            ("coFlag", .null),
            ("o3Flag", flag(outages == .ozoneDataError ? "자료이상" : nil)),
            ("no2Flag", .null),
            ("pm10Flag", flag(noPM ? "장비점검" : outages == .pm10Calibration ? "점검및교정" : gap ? "통신장애" : nil)),
            ("pm25Flag", flag(noPM ? "장비점검" : outages == .pm25CommunicationFailure || gap ? "통신장애" : nil)),
        ]
        return .object(members)
    }

    /// AirKorea's grade code for a concentration under the given upper bounds of grades 1–3.
    private static func grade(_ value: Int, bounds: (Int, Int, Int)) -> Int {
        value <= bounds.0 ? 1 : value <= bounds.1 ? 2 : value <= bounds.2 ? 3 : 4
    }

    /// A KHAI-like index from the PM sub-indices (good 0–50, moderate 51–100, bad 101–250).
    private static func khaiIndex(pm10: Int, pm25: Int) -> Int {
        max(pm10 * 100 / 80, pm25 * 100 / 35)
    }

    private static func khaiGrade(_ index: Int) -> Int {
        index <= 50 ? 1 : index <= 100 ? 2 : index <= 250 ? 3 : 4
    }

    private static func ozoneGrade(_ ppm: Double) -> Int {
        ppm <= 0.030 ? 1 : ppm <= 0.090 ? 2 : ppm <= 0.150 ? 3 : 4
    }

    private static func nitrogenDioxideGrade(_ ppm: Double) -> Int {
        ppm <= 0.030 ? 1 : ppm <= 0.060 ? 2 : ppm <= 0.200 ? 3 : 4
    }
}
