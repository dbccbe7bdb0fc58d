import QuickSearchDomain
import Testing

@Suite("Dev-Event tags, hosts and field keys")
struct DevEventTagTests {
    @Test("Code spans are tags; plain text outside them too")
    func codeSpans() {
        let value = "`오프라인(서울 성수)`, `무료`, `AI`, 교육"
        let spans = ["오프라인(서울 성수)", "무료", "AI"]
        #expect(DevEventTagParser.tags(value: value, codeSpans: spans) == ["오프라인(서울 성수)", "무료", "AI", "교육"])
    }

    @Test(
        "Plain-text tags: quotes, dots and commas",
        arguments: [
            ("'오프라인(서울 마포구)', '무료', '모임'", ["오프라인(서울 마포구)", "무료", "모임"]),
            ("온라인. 무료. 세미나. Node.js", ["온라인", "무료", "세미나", "Node.js"]),
            ("\"온라인\" \"AI\"", ["온라인", "AI"]),
            ("온라인, 오프라인(서울, 강남), AI", ["온라인", "오프라인(서울, 강남)", "AI"]),
            ("온라인 / 무료 | 해커톤", ["온라인", "무료", "해커톤"]),
            ("AI, ai, ＡＩ", ["AI"]),
            ("", []),
            (" , ,, ", []),
        ]
    )
    func plainTags(_ value: String, _ expected: [String]) {
        #expect(DevEventTagParser.tags(value: value, codeSpans: []) == expected)
    }

    @Test("A bare tag line holds only code spans and separators")
    func bareTagLine() {
        #expect(DevEventTagParser.isBareTagLine("온라인, 무료", codeSpans: ["온라인", "무료"]))
        #expect(!DevEventTagParser.isBareTagLine("참가비 무료", codeSpans: ["무료"]))
        #expect(!DevEventTagParser.isBareTagLine("온라인", codeSpans: []))
    }

    @Test(
        "Hosts split at slashes and commas, not inside parentheses",
        arguments: [
            ("샘플주최27 / 샘플주최28 / 샘플주최29", ["샘플주최27", "샘플주최28", "샘플주최29"]),
            ("샘플주최38, 샘플주최39", ["샘플주최38", "샘플주최39"]),
            ("(주) 샘플주최23", ["(주) 샘플주최23"]),
            ("샘플(A, B) / 샘플 C", ["샘플(A, B)", "샘플 C"]),
            ("샘플 & 파트너", ["샘플 & 파트너"]),
            (" / ", []),
        ]
    )
    func hosts(_ value: String, _ expected: [String]) {
        #expect(DevEventHostParser.hosts(from: value) == expected)
    }

    @Test(
        "Field keys, misspellings included",
        arguments: [
            ("분류", DevEventFieldKey.tags), ("주최", .host), ("주회", .host), ("주체", .host), ("주관", .host),
            ("접수", .period(.registration)), ("등로", .period(.registration)), ("접수 기간", .period(.registration)),
            ("일시", .period(.eventDate)), ("알사", .period(.eventDate)), ("신청", .period(.application)),
            ("모집", .period(.recruitment)), (" - 분류 ", .tags), ("**주최**", .host),
        ]
    )
    func keys(_ label: String, _ expected: DevEventFieldKey) {
        #expect(DevEventFieldKey(label: label) == expected)
    }

    @Test("Other labels are not keys", arguments: ["샘플 행사 011", "참가비", "", "행사", "https"])
    func notKeys(_ label: String) {
        #expect(DevEventFieldKey(label: label) == nil)
    }

    @Test("Tags are classified into mode, place, price, kinds and topics")
    func classification() {
        let offline = DevEventTagClassification(tags: ["오프라인(서울 강남구)", "무료", "세미나", "AI", "클라우드"])
        #expect(offline.mode == .offline)
        #expect(offline.place == "서울 강남구")
        #expect(offline.price == .free)
        #expect(offline.kinds == ["세미나"])
        #expect(offline.topics == ["AI", "클라우드"])

        let hybrid = DevEventTagClassification(tags: ["온라인", "오프라인(서울)", "유료", "해커톤"])
        #expect(hybrid.mode == .hybrid)
        #expect(hybrid.place == "서울")
        #expect(hybrid.price == .paid)
        #expect(hybrid.kinds == ["해커톤"])
        #expect(hybrid.topics.isEmpty)

        let webinar = DevEventTagClassification(tags: ["웨비나", "메타버스"])
        #expect(webinar.mode == .online)
        #expect(webinar.price == .unknown)

        let none = DevEventTagClassification(tags: ["대회", "프론트엔드"])
        #expect(none.mode == .unknown)
        #expect(none.kinds == ["대회"])
        #expect(none.topics == ["프론트엔드"])

        #expect(DevEventTagClassification(tags: ["무료", "유료"]).price == .paid)
        #expect(DevEventTagClassification(tags: ["오프라인"]).place == nil)
        #expect(DevEventTagClassification(tags: ["하이브리드"]).mode == .hybrid)
    }
}
