import Foundation
import Testing

/// The domain speaks our language: no upstream's field names, codes, operation names or text
/// forms appear in `Sources/QuickSearchDomain`, in code or comments, and no type there is named
/// after an upstream. The adapters in `Sources/QuickSearchData` read them.
@Suite("The domain holds no upstream's wire vocabulary")
struct DomainWireVocabularyTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/QuickSearchDomain")

    /// KMA's categories, KMA's and AirKorea's operation and field names, the portal's envelope,
    /// KMA's words for no rain or snow, and type names that start with an upstream's name. Words
    /// end at any character that is not a letter or digit (`grid.nx` holds `nx`).
    static let wire = [
        #"\b(TMP|T1H|TMN|TMX|POP|REH|SKY|PTY|WSD|UUU|VVV|VEC|WAV|LGT|PCP|RN1|SNO)\b"#,
        #"\bget[A-Z][A-Za-z]*(Fcst|Ncst|Dnsty|Crdnt|List|V4)\b"#,
        #"\b(dataTime|fcstDate|fcstTime|fcstValue|obsrValue|baseDate|baseTime|base_date|base_time|numOfRows)\b"#,
        #"\b(resultCode|resultMsg|sidoName|sggName|umdName|areaNo|khaiGrade|pm10Value|pm25Value|tmX|tmY|nx|ny)\b"#,
        #"강수없음|적설없음"#,
        #"\b(KMA|AirKorea|Naver|Kakao)[A-Z][A-Za-z]*\b"#,
        // Issue 21's services: the warning status, the fine-dust alerts and the forecast.
        #"\b(getPwnStatus|getUlfptcaAlarmInfo|getMinuDustFrcstDspth|tmFc|tmSeq|informCode|informData|informGrade)\b"#,
        #"\b(informCause|districtName|moveName|issueGbn|issueDate|issueTime|issueVal|clearDate|clearTime|PM25)\b"#,
    ]

    static func patterns() throws -> [Regex<AnyRegexOutput>] {
        try wire.map { try Regex($0).wordBoundaryKind(.simple) }
    }

    @Test("no line of the domain's sources names a wire code")
    func noWireCodes() throws {
        let patterns = try Self.patterns()
        let walker = try #require(FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil))
        var files = 0
        var found: [String] = []
        while let url = walker.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            files += 1
            let lines = try String(contentsOf: url, encoding: .utf8).split(
                separator: "\n",
                omittingEmptySubsequences: false
            )
            for (number, line) in lines.enumerated() where patterns.contains(where: { line.contains($0) }) {
                found.append("\(url.lastPathComponent):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(files > 50, "the sources were found")
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test("the patterns find what they are for")
    func patternsMatch() throws {
        let patterns = try Self.patterns()
        let samples = [
            #"case villageForecast = "getVilageFcst""#, #"values["TMP"]"#, "the portal's `resultCode` 03",
            "public var dataTime: Date", "public enum AirKoreaDataTime {", "강수없음", "grid.nx",
            "the `informGrade` text", "case \"PM25\": .pm25", "/WthrWrnInfoService/getPwnStatus",
        ]
        for sample in samples {
            #expect(patterns.contains { sample.contains($0) }, "\(sample)")
        }
        #expect(!patterns.contains { "the sky's cover, the next day's temperature".contains($0) })
    }
}
