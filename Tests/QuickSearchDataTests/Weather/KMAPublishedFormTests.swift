import Foundation
import QuickSearchDomain
import Testing

@testable import QuickSearchData

/// What KMA publishes, category by category, read into our quantities (issue 16 §2): the forms
/// of its numbers, amounts and codes, its sentinels, its dates and times, its UV slots.
@Suite("KMA's published forms")
struct KMAPublishedFormTests {
    /// How `category`'s reader takes `text` (an unknown category reads as unpublished).
    static func reading(_ category: String, _ text: String) -> KMACategory.Reading {
        KMACategory(name: category)?.reading(text) ?? .unpublished
    }

    /// The value `category`'s reader makes of `text`, if any.
    static func value(_ category: String, _ text: String) -> WeatherValue? {
        guard case .value(let value) = reading(category, text) else { return nil }
        return value
    }

    /// The number a value holds, for the quantities written as numbers.
    static func number(_ value: WeatherValue?) -> Double? {
        switch value {
        case .temperature(let number), .dailyLow(let number), .dailyHigh(let number), .windSpeed(let number),
            .eastwardWind(let number), .northwardWind(let number), .waveHeight(let number), .lightning(let number):
            number
        case .chanceOfRain(let number), .humidity(let number): Double(number)
        case .windDirection(let direction): direction.degrees
        default: nil
        }
    }

    @Test(
        "Values in the forms KMA publishes for their category",
        arguments: [
            ("TMP", "12"), ("T1H", "-3.5"), ("TMN", "12.0"), ("TMX", "+30"), ("POP", "60"), ("REH", "100"),
            ("SKY", "1"), ("SKY", "4"), ("PTY", "0"), ("PTY", "7"), ("WSD", "3.2"), ("VEC", "359"), ("UUU", "-1.2"),
            ("VVV", "0.4"), ("WAV", "0"), ("LGT", "0"), ("PCP", "강수없음"), ("PCP", "1mm 미만"), ("PCP", "1.0mm 미만"),
            ("PCP", "2.5mm"), ("PCP", "30.0~50.0mm"), ("PCP", "50.0mm 이상"), ("RN1", "0"), ("RN1", "1.5"),
            ("SNO", "적설없음"), ("SNO", "1.0cm 미만"), ("SNO", "0.5cm"), ("SNO", "5.0cm 이상"),
        ]
    )
    func published(category: String, value: String) {
        #expect(Self.value(category, value) != nil)
    }

    @Test(
        "Values KMA does not publish for the category are unpublished, never a number",
        arguments: [
            ("T1H", "0x1F"), ("TMP", "4.2e1"), ("REH", "0x1F"), ("WSD", "0x1F"), ("TMP", "nan"), ("TMP", "inf"),
            ("TMP", "31 °C"), ("TMP", "1e19"), ("REH", "150"), ("POP", "55.5"), ("SKY", "2"), ("SKY", "0x1"),
            ("PTY", "8"), ("VEC", "361"), ("PCP", "0x1Fmm"), ("PCP", "5.0cm"), ("PCP", "적설없음"),
            ("SNO", "2.5mm"), ("SNO", "강수없음"), ("PCP", "4.2e1mm"), ("RN1", "abc"), ("XYZ", "1"),
        ]
    )
    func unpublished(category: String, value: String) {
        #expect(Self.reading(category, value) == .unpublished)
    }

    @Test("KMA's missing-value sentinels are missing", arguments: [("VEC", "-999"), ("REH", "999"), ("TMP", "900")])
    func missing(category: String, value: String) {
        #expect(Self.reading(category, value) == .missing)
    }

    @Test("Only the categories KMA names are read; `tmp` is not `TMP`")
    func categories() {
        #expect(KMACategory.allCases.count == 17)
        for category in KMACategory.allCases {
            #expect(KMACategory(name: category.rawValue) == category)
        }
        for name in ["XYZ", "tmp", "Tmp", "TM", "TMPX", "", " TMP", "TMP ", "ＴＭＰ", "T\u{0}P", "TMP\u{301}"] {
            #expect(KMACategory(name: name) == nil, "\(name)")
        }
    }

    @Test(
        "A forecast time is on the hour when it ends in 00",
        arguments: [
            ("0600", true), ("2300", true), ("00", true), ("0630", false), ("0", false), ("", false), ("060０", false),
        ]
    )
    func onTheHour(time: String, expected: Bool) {
        #expect(KMADateTime.isOnTheHour(time) == expected)
    }

    @Test("The lenient Double(String) forms read as no number: 0x1F is not 31, 4.2e1 not 42")
    func noLenientNumbers() {
        let rows = [
            ("TMP", "0x1F"), ("TMP", "4.2e1"), ("REH", "4.2e1"), ("WSD", "0x1F"), ("POP", "0x1E"), ("SKY", "0x1"),
            ("PCP", "0x1Fmm"), ("VEC", "0x1F"),
        ]
        for (category, text) in rows {
            #expect(Self.value(category, text) == nil, "\(category) \(text)")
        }
    }

    @Test(
        "Numbers: finite, not a sentinel, within what the quantity can be",
        arguments: [
            ("TMP", "12.5", 12.5), ("TMP", "-3", -3.0), ("WAV", "899.9", 899.9), ("WAV", "900", nil),
            ("TMP", "-900", nil), ("UUU", "-999", nil), ("LGT", "999", nil), ("REH", "nan", nil), ("REH", "inf", nil),
            ("REH", "1e19", nil), ("REH", "101", nil), ("POP", "-0.1", nil), ("WAV", "", nil), ("REH", "강수없음", nil),
            ("WAV", String(repeating: "1", count: 40), nil), ("VEC", "270", 270), ("VEC", " 45 ", 45),
            ("VEC", "abc", nil), ("VEC", "", nil), ("VEC", "1e19", nil), ("VEC", "900", nil), ("VEC", "-999", nil),
            ("VEC", "999", nil),
        ] as [(String, String, Double?)]
    )
    func numbers(category: String, text: String, number: Double?) {
        #expect(Self.number(Self.value(category, text)) == number)
    }

    @Test("Whole numbers: 30.0 is 30, 30.5 is none")
    func integers() {
        #expect(Self.value("POP", "30.0") == .chanceOfRain(30))
        #expect(Self.value("POP", "30") == .chanceOfRain(30))
        #expect(Self.value("POP", "30.5") == nil)
    }

    @Test(
        "Every PCP / RN1 / SNO form, in its category's unit",
        arguments: [
            ("강수없음", KMAAmountText.Unit.millimetres, PrecipitationAmount.none),
            ("적설없음", .centimetres, .none),
            ("1.0mm 미만", .millimetres, .below(1)),
            ("1mm 미만", .millimetres, .below(1)),
            ("1.0cm 미만", .centimetres, .below(1)),
            ("2.5mm", .millimetres, .exactly(2.5)),
            ("0.5cm", .centimetres, .exactly(0.5)),
            ("30.0~50.0mm", .millimetres, .between(30, 50)),
            ("50.0mm 이상", .millimetres, .atLeast(50)),
            ("5.0cm 이상", .centimetres, .atLeast(5)),
            ("0", .millimetres, .none),
            ("0.0", .centimetres, .none),
            ("12.3", .millimetres, .exactly(12.3)),
        ]
    )
    func amounts(text: String, unit: KMAAmountText.Unit, expected: PrecipitationAmount) {
        #expect(KMAAmountText.amount(text, unit: unit) == expected)
    }

    @Test(
        "Missing, malformed and foreign amounts read as nil: no hexadecimal, exponent or other unit",
        arguments: [
            "900", "999.0", "-999", "-1", "", "mm", "50.0~30.0mm", "abc", "1e400", "nan", "0x1F", "0x1Fmm",
            "4.2e1mm", "inf", "1.0cm 미만", "5cm", "적설없음", "30.0mm~50.0mm", "1.mm", ".5mm", "１mm",
        ]
    )
    func missingAmounts(text: String) {
        #expect(KMAAmountText.amount(text, unit: .millimetres) == nil)
    }

    @Test(
        "PTY codes fold into rain, sleet and snow",
        arguments: [
            (0, PrecipitationType.none), (1, .rain), (2, .sleet), (3, .snow), (4, .rain), (5, .rain), (6, .sleet),
            (7, .snow),
        ]
    )
    func ptyCodes(code: Int, type: PrecipitationType) {
        #expect(KMACategory.precipitationType(code: code) == type)
    }

    @Test("Unknown PTY codes", arguments: [-1, 8, 99, 900])
    func unknownPTY(code: Int) {
        #expect(KMACategory.precipitationType(code: code) == nil)
    }

    @Test("SKY codes: 1 clear, 3 partly cloudy, 4 overcast; no other", arguments: [0, 2, 5, 900])
    func skyCodes(unknown: Int) {
        #expect(KMACategory.sky(code: 1) == .clear)
        #expect(KMACategory.sky(code: 3) == .partlyCloudy)
        #expect(KMACategory.sky(code: 4) == .overcast)
        #expect(KMACategory.sky(code: unknown) == nil)
    }

    @Test(
        "A broken TMN/TMX is no value: the day's own low or high is then derived",
        arguments: ["-999", "999", "abc", "", "nan"]
    )
    func brokenExtremes(text: String) {
        #expect(Self.value("TMN", text) == nil)
        #expect(Self.value("TMX", text) == nil)
        #expect(Self.value("TMX", "12.0") == .dailyHigh(12))
    }

    @Test(
        "Item times: KMA's date and time in Korea time; impossible ones refused",
        arguments: [
            ("20241104", "0600", true), ("20240229", "2300", true), ("20241131", "0600", false),
            ("20230229", "0000", false),
            ("20241104", "2400", false), ("20241104", "0660", false), ("2024-11-04", "0600", false),
            ("20241104", "600", false),
            ("2024110４", "0600", false), ("+2024110", "0600", false), ("202411045", "0600", false),
            ("20241104", " 600", false), ("20241104", "06000", false), ("", "", false),
        ]
    )
    func itemTimes(date: String, time: String, valid: Bool) {
        #expect((KMADateTime.instant(date: date, time: time) != nil) == valid)
    }

    @Test("The instant kept for the next row is the instant of the row's own date and time")
    func instantMemo() {
        let pairs = [
            ("20241104", "0600"), ("20241104", "0600"), ("20241104", "0700"), ("20241131", "0700"),
            ("20241131", "0700"), ("", ""), ("", ""), ("20241104", "0600"), ("20241105", "0600"),
        ]
        var memo = KMADateTime.Memo()
        for (date, time) in pairs {
            #expect(
                memo.instant(date: date, time: time) == KMADateTime.instant(date: date, time: time),
                "\(date) \(time)"
            )
        }
    }

    @Test("An item's time is Korea time; base dates and times are written back the same way")
    func itemTime() throws {
        let instant = try #require(KMADateTime.instant(date: "20241104", time: "0600"))
        #expect(instant == Self.kst(2024, 11, 4, 6))
        #expect(KMADateTime.date(instant) == "20241104" && KMADateTime.time(instant) == "0600")
        let base = ForecastBase(issuedAt: Self.kst(2024, 11, 3, 23, 30))
        #expect(base.baseDate == "20241103" && base.baseTime == "2330")
        #expect(KMADateTime.instant(date: "29991231", time: "1500") == Self.kst(2999, 12, 31, 15))
    }

    @Test("An overlong value is left out as unpublished, whatever it holds; an overlong category is none of KMA's")
    func overlongValue() throws {
        let target = KMAUntrustedAnswerTests.target(.villageForecast)
        let read = try target.decode(
            KMAUntrustedAnswerTests.answer([
                KMAUntrustedAnswerTests.row("TMP", String(repeating: "9", count: 65)),
                KMAUntrustedAnswerTests.row(String(repeating: "T", count: 17), "1"),
                KMAUntrustedAnswerTests.row("TMP", "11"),
            ])
        ).value
        #expect(read.items.map(\.value) == [.temperature(11)])
        #expect(read.unpublishedCategories == ["TMP"] && read.unpublishedCount == 1)
    }

    @Test("One temperature and one hour's rain per time: TMP over T1H and PCP over RN1, in any order")
    func namesOfOneQuantity() throws {
        let target = KMAUntrustedAnswerTests.target(.villageForecast)
        let read = try target.decode(
            KMAUntrustedAnswerTests.answer([
                KMAUntrustedAnswerTests.row("T1H", "5"), KMAUntrustedAnswerTests.row("RN1", "2.5"),
                KMAUntrustedAnswerTests.row("TMP", "7"), KMAUntrustedAnswerTests.row("PCP", "강수없음"),
                KMAUntrustedAnswerTests.row("T1H", "6", time: "1600"),
            ])
        ).value
        #expect(
            read.items.map(\.value) == [.temperature(7), .precipitation(.none), .temperature(6)],
            "T1H and RN1 give way at 15:00, where TMP and PCP came; T1H stands at 16:00"
        )
        let hour = try #require(
            ShortTermForecast(items: read.items).hourly(
                at: PortalPoints.seoulCityHall,
                from: KMAFixtures.kst(15, 0),
                hours: 1
            )
            .first
        )
        #expect(hour.temperature == 7 && hour.precipitation == PrecipitationAmount.none)
    }

    @Test("A UV bulletin: slots every three hours from its date; empty and broken slots left out")
    func uvBulletin() throws {
        let slots = [
            "h0": "1", "h3": "5", "h6": "9", "h9": "7", "h12": "", "h15": "", "h24": "2", "h27": "abc",
            "h30": "-1", "h33": "999", "h36": "1e19", "h39": "4.5", "code": "A07_1",
        ]
        let bulletin = try #require(UVBulletin(kmaDate: "2024071006", slots: slots))
        #expect(bulletin.issuedAt == Self.kst(2024, 7, 10, 6))
        #expect(bulletin.indices.map(\.value) == [1, 5, 9, 7, 2])
        let morning = try #require(bulletin.index(at: Self.kst(2024, 7, 10, 10, 30)))
        #expect(morning.value == 5 && morning.level == .moderate && morning.time == Self.kst(2024, 7, 10, 9))
        #expect(bulletin.index(at: Self.kst(2024, 7, 10, 12))?.level == .veryHigh)
        #expect(bulletin.index(at: Self.kst(2024, 7, 10, 19)).map { [$0.value, $0.isNight ? 1 : 0] } == [0, 1])
        #expect(bulletin.index(at: Self.kst(2024, 7, 10, 5)) == nil)
        #expect(UVBulletin(kmaDate: "20240710", slots: slots) == nil)
        #expect(UVBulletin(kmaDate: "2024071325", slots: slots) == nil)
    }

    /// Issue 19: at night the UV index is 0, not a failure.
    @Test(
        "UV at night: an empty slot from 18, 21, 00 or 03 h is 0 (낮음); an empty day slot, one not given, or a broken one has none"
    )
    func uvAtNight() throws {
        let slots = ["h0": "3", "h3": "", "h12": "", "h15": " ", "h21": "", "h24": "1", "h27": "x", "h36": "0x1F"]
        let bulletin = try #require(UVBulletin(kmaDate: "2024071006", slots: slots))
        #expect(
            bulletin.emptySlots
                == [3, 12, 15, 21].map { Self.kst(2024, 7, 10, 6).addingTimeInterval(Double($0) * 3600) }
        )
        for (hour, day) in [(18, 10), (20, 10), (21, 10), (23, 10), (3, 11), (5, 11)] {
            let index = try #require(bulletin.index(at: Self.kst(2024, 7, day, hour, 59)), "\(day)일 \(hour)시")
            #expect(index.value == 0 && index.level == .low && index.isNight)
            #expect(index.time == Self.kst(2024, 7, day, hour / 3 * 3))
        }
        #expect(bulletin.index(at: Self.kst(2024, 7, 10, 9)) == nil, "an empty day slot")
        #expect(bulletin.index(at: Self.kst(2024, 7, 11, 0)) == nil, "a night slot the answer does not give")
        #expect(bulletin.index(at: Self.kst(2024, 7, 11, 6))?.isNight == false)
        #expect(bulletin.index(at: Self.kst(2024, 7, 11, 9)) == nil, "a broken day value")
        #expect(bulletin.index(at: Self.kst(2024, 7, 11, 18)) == nil, "a broken night value")
        #expect(UVBulletin.nightHours == [18, 21, 0, 3])
    }

    static func kst(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        KoreaTime.calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }
}
