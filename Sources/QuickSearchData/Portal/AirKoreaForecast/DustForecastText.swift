import Foundation
import QuickSearchDomain

/// Reading the forecast's fields (api-facts.md §10): the release (`2026-11-26 11시 발표`), the
/// day forecast (`2026-11-27`), the pollutant code and the grades of the regions
/// (`서울 : 보통,제주 : 좋음,…,영동 : 좋음,영서 : 보통`).
enum DustForecastText {
    /// The longest `informGrade` read (19 regions take about 250 characters).
    static let gradesLimit = 2000
    /// The most regions read from one row.
    static let regionsLimit = 40
    /// The longest cause kept, in characters.
    static let causeLimit = 300

    /// The Korea-time midnight of a `yyyy-MM-dd` day; nil for anything else.
    static func day(_ text: String) -> Date? {
        let trimmed = text.trimmingSpaces()
        guard trimmed.utf8.count == 10 else { return nil }
        return AirKoreaDataTime.parse(trimmed + " 00:00")
    }

    /// The instant of a release, `yyyy-MM-dd HH시 발표` (the word and spaces around the hour are
    /// optional); nil for anything else.
    static func release(_ text: String) -> Date? {
        var rest = PlainText.collapsingWhitespace(String(text.prefix(40)))
        if rest.hasSuffix("발표") { rest = String(rest.dropLast(2)).trimmingSpaces() }
        guard rest.hasSuffix("시") else { return nil }
        rest = String(rest.dropLast()).trimmingSpaces()
        let parts = rest.split(separator: " ")
        guard parts.count == 2, parts[1].utf8.count == 2 else { return nil }
        return AirKoreaDataTime.parse("\(parts[0]) \(parts[1]):00")
    }

    /// The pollutant of an `informCode`: `PM10`, `PM25`, `O3`; nil for any other.
    static func pollutant(_ code: String) -> ForecastPollutant? {
        switch code.trimmingSpaces() {
        case "PM10": .pm10
        case "PM25": .pm25
        case "O3": .ozone
        default: nil
        }
    }

    /// The region of a name as the forecast writes it: the nineteen names, with Gangwon's
    /// halves also written `영동` and `영서`.
    static func region(_ name: String) -> DustForecastRegion? {
        switch name {
        case "영동": .gangwonEast
        case "영서": .gangwonWest
        default: DustForecastRegion(koreanName: name)
        }
    }

    /// One row's grades by region, and how many pairs were left out as not in the forecast's
    /// form (an unknown region or grade, a region given twice). `예보없음` (no forecast) is no
    /// grade and is left out without counting. Linear in the text.
    static func grades(_ text: String) -> (grades: [(DustForecastRegion, DustGrade)], leftOut: Int) {
        guard text.count <= gradesLimit else { return ([], 1) }
        var found: [(DustForecastRegion, DustGrade)] = []
        var seen: Set<DustForecastRegion> = []
        var leftOut = 0
        for pair in text.split(separator: ",", omittingEmptySubsequences: true).prefix(regionsLimit) {
            let sides = pair.split(separator: ":", omittingEmptySubsequences: false)
                .map { $0.trimmingSpacesAndNewlines() }
            guard sides.count == 2 else {
                leftOut += 1
                continue
            }
            if sides[1] == "예보없음" { continue }
            guard let region = region(sides[0]),
                let grade = DustGrade(koreanName: sides[1]),
                seen.insert(region).inserted
            else {
                leftOut += 1
                continue
            }
            found.append((region, grade))
        }
        return (found, leftOut)
    }

    /// The cause as one plain line without the bulletin's leading mark (`○ [미세먼지] …`); nil
    /// when empty.
    static func cause(_ text: String?) -> String? {
        guard let text else { return nil }
        var line = PlainText.excerpt(String(text.prefix(causeLimit * 4)), limit: causeLimit)
        while let first = line.first, "○o•-".contains(first) { line = String(line.dropFirst()) }
        line = line.trimmingSpaces()
        return line.isEmpty ? nil : line
    }
}
