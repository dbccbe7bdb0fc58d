import Testing

@testable import CommandKit

@Suite("TableRenderer")
struct TableRendererTests {
    static let searchTable = TableRenderer(
        columns: [
            TableColumn(header: "#", alignment: .right, isRequired: true),
            TableColumn(header: "SOURCE"),
            TableColumn(header: "TITLE", minWidth: 10, isFlexible: true, priority: 2),
            TableColumn(header: "URL", minWidth: 12, isFlexible: true, priority: 1, isRequired: true),
        ],
        headerSeparator: "─"
    )

    static let rows: [[String]] = [
        ["1", "naver", "귀여운 고양이 사진 모음", "https://blog.naver.com/cats/12345"],
        ["2", "kakao", "Cute cats", "https://cafe.daum.net/x"],
        ["10", "naver", "고양이", "https://n.kr"],
    ]

    @Test func alignsMixedKoreanAndASCIIWhenThereIsRoom() {
        let lines = Self.searchTable.render(Self.rows, width: 120, colorEnabled: false)
        #expect(
            lines == [
                " #  SOURCE  TITLE                    URL",
                "──  ──────  ───────────────────────  ─────────────────────────────────",
                " 1  naver   귀여운 고양이 사진 모음  https://blog.naver.com/cats/12345",
                " 2  kakao   Cute cats                https://cafe.daum.net/x",
                "10  naver   고양이                   https://n.kr",
            ]
        )
    }

    @Test func shrinksFlexibleColumnsToSixtyColumns() {
        let lines = Self.searchTable.render(Self.rows, width: 60, colorEnabled: false)
        #expect(
            lines == [
                " #  SOURCE  TITLE                    URL",
                "──  ──────  ───────────────────────  ───────────────────────",
                " 1  naver   귀여운 고양이 사진 모음  https://blog.naver.com…",
                " 2  kakao   Cute cats                https://cafe.daum.net/x",
                "10  naver   고양이                   https://n.kr",
            ]
        )
        for line in lines { #expect(DisplayWidth.of(line) <= 60) }
    }

    @Test func shrinksTheLowerPriorityColumnToItsMinimumFirst() {
        let lines = Self.searchTable.render(Self.rows, width: 45, colorEnabled: false)
        #expect(
            lines == [
                " #  SOURCE  TITLE                URL",
                "──  ──────  ───────────────────  ────────────",
                " 1  naver   귀여운 고양이 사진…  https://blo…",
                " 2  kakao   Cute cats            https://caf…",
                "10  naver   고양이               https://n.kr",
            ]
        )
    }

    @Test func dropsLowPriorityColumnsBeforeSqueezingAndKeepsTheIdentifiers() {
        for width in [0, 1, 5, 10, 20, 28, 30, 35] {
            let lines = Self.searchTable.render(Self.rows, width: width, colorEnabled: false)
            for line in lines { #expect(DisplayWidth.of(line) <= width, "width \(width): \(line)") }
        }
        let narrow = Self.searchTable.render(Self.rows, width: 24, colorEnabled: false)
        #expect(narrow[0] == " #  URL")
        #expect(narrow[2] == " 1  https://blog.naver.…")
        #expect(narrow[3] == " 2  https://cafe.daum.n…")
        let tiny = Self.searchTable.render(Self.rows, width: 12, colorEnabled: false)
        #expect(tiny[0] == " #  URL")
        #expect(tiny[2] == " 1  https:/…")
        let wider = Self.searchTable.render(Self.rows, width: 30, colorEnabled: false)
        #expect(wider[0] == " #  TITLE         URL")
        #expect(wider[2] == " 1  귀여운 고양…  https://blo…")
    }

    @Test func stylesCellsOnlyWithColour() {
        let table = TableRenderer(columns: [TableColumn(header: "A"), TableColumn(header: "B")])
        let rows: [[TableCell]] = [[TableCell("x", style: .green), "y"]]
        #expect(table.render(rows, width: 80, colorEnabled: false) == ["A  B", "x  y"])
        #expect(
            table.render(rows, width: 80, colorEnabled: true)
                == ["\u{1B}[1mA\u{1B}[0m  \u{1B}[1mB\u{1B}[0m", "\u{1B}[32mx\u{1B}[0m  y"]
        )
    }

    @Test func sanitizesCellsAndToleratesRaggedRows() {
        let table = TableRenderer(columns: [TableColumn(header: "A"), TableColumn(header: "B")], showsHeader: false)
        let lines = table.render(
            [["\u{1B}]0;pwned\u{07}t\ni\tt\u{1B}[31m"], ["a", "b", "extra"]],
            width: 80,
            colorEnabled: false
        )
        #expect(lines == ["t i t", "a      b"])
    }

    @Test func plainRowsAreTabSeparatedAndComplete() {
        let long = String(repeating: "가", count: 200)
        let lines = Self.searchTable.plainRows([["1", "naver", "a\tb\nc", long], ["2"]])
        #expect(lines == ["1\tnaver\ta b c\t\(long)", "2\t\t\t"])
        #expect(Self.searchTable.plainRows([["1"]], includeHeader: true).first == "#\tSOURCE\tTITLE\tURL")
    }

    @Test func respectsMaximumWidthAndSpacing() {
        let table = TableRenderer(
            columns: [TableColumn(header: "N", maxWidth: 3), TableColumn(header: "M")],
            columnSpacing: 1,
            showsHeader: false
        )
        #expect(table.render([["abcdef", "x"]], width: 5, colorEnabled: false) == ["ab… x"])
        #expect(table.render([["abcdef", "x"]], width: 6, colorEnabled: false) == ["abc… x"])
        #expect(table.render([["abcdef", "x"]], width: 80, colorEnabled: false) == ["abcdef x"])
        var glued = table
        glued.columnSpacing = -4
        #expect(glued.render([["ab", "x"]], width: 80, colorEnabled: false) == ["abx"])
    }

    static let placeTable = TableRenderer(columns: [
        TableColumn(header: "#", alignment: .right, priority: 9, isRequired: true),
        TableColumn(header: "NAME", priority: 8, isRequired: true),
        TableColumn(header: "ADDRESS", minWidth: 12, isFlexible: true, priority: 6),
        TableColumn(header: "LAT", alignment: .right, priority: 5, group: "coordinates"),
        TableColumn(header: "LON", alignment: .right, priority: 5, group: "coordinates"),
    ])

    @Test("Columns of one group are shown together or not at all")
    func groupsGoTogether() {
        let rows = [["1", "혜화동", "서울특별시 종로구 혜화동", "37.586366", "127.001699"]]
        #expect(
            Self.placeTable.render(rows, width: 40, colorEnabled: false) == [
                "#  NAME    ADDRESS", "1  혜화동  서울특별시 종로구 혜화동",
            ]
        )
        #expect(
            Self.placeTable.render(rows, width: 60, colorEnabled: false) == [
                "#  NAME    ADDRESS                         LAT         LON",
                "1  혜화동  서울특별시 종로구 혜화동  37.586366  127.001699",
            ]
        )
    }

    @Test("A column cut in the middle keeps the end of its cells")
    func middleTruncation() {
        let table = TableRenderer(
            columns: [
                TableColumn(header: "#", isRequired: true),
                TableColumn(header: "URL", minWidth: 10, isFlexible: true, isRequired: true, truncation: .middle),
            ],
            showsHeader: false
        )
        let rows = [["1", "http://img.example.com/naver/0.jpg"], ["2", "http://img.example.com/kakao/1.jpg"]]
        #expect(table.render(rows, width: 20, colorEnabled: false) == ["1  http:…naver/0.jpg", "2  http:…kakao/1.jpg"])
        let videos = [
            ["1", "https://v.example.com/watch?v=ab0&list=mock"], ["2", "https://v.example.com/watch?v=ab1&list=mock"],
        ]
        #expect(table.render(videos, width: 17, colorEnabled: false) == ["1  http…ch?v=ab0…", "2  http…ch?v=ab1…"])
        #expect(TableRenderer.sharedEnding(["a.jpg", "bb.jpg", "c.jpg"]) == 4)
        #expect(TableRenderer.sharedEnding(["a.jpg"]) == 0)
    }
}
