import Testing

@testable import CommandKit
@testable import QuickSearchApp

@Suite("qsearch history table at terminal widths")
struct HistoryTableTests {
    static let rows = [
        ["3 minutes ago", "images", "제주 바다 풍경 사진 고화질", "accuracy", "naver-image,kakao-image", "30"],
        ["yesterday", "videos", "스위프트 강의", "recency", "kakao-vclip", "12"],
    ]

    @Test(
        "The query stays at any width; SORT and SOURCES go before WHEN and the query shrink",
        arguments: [40, 60, 80, 120]
    )
    func widths(width: Int) {
        let lines = HistoryTable.layout.render(Self.rows, width: width, colorEnabled: false)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
        let headers = lines[0].split(separator: " ").map(String.init)
        #expect(headers.contains("QUERY"))
        #expect(lines[2].contains("스위프트 강의"))
        #expect(lines.allSatisfy { !$0.contains("naver-i…") })
        if width >= 60 {
            #expect(headers.starts(with: ["WHEN", "COMMAND", "QUERY"]))
        }
        if width == 60 || width == 120 {
            #expect(lines[1].contains("제주 바다 풍경 사진 고화질"))
        }
        if width < 120 {
            #expect(!headers.contains("SORT"))
        } else {
            #expect(headers == ["WHEN", "COMMAND", "QUERY", "SORT", "SOURCES", "RESULTS"])
        }
    }
}
