import Foundation
import QuickSearchDomain
import Testing

@testable import CommandKit
@testable import QuickSearchApp

/// Both tools' tables at 40, 60, 80, 120 and 200 columns: low-priority columns go before
/// important ones are squeezed, the identifier stays, and the whole width is used.
@Suite("Tables at terminal widths")
struct TableWidthTests {
    static let widths = [40, 60, 80, 120, 200]
    static let now = DevEventsCLIFixtures.seoul(2026, 8, 22, 12)

    static let mediaItems: [MediaItem] = [
        MediaItem(
            source: MediaSourceID("naver-image"),
            kind: .image,
            title: "귀여운 고양이 사진 모음 오늘의 베스트",
            url: "https://blog.example.com/cats/2026/08/12345.jpg",
            width: 1200,
            height: 800,
            rank: 1
        ),
        MediaItem(
            source: MediaSourceID("kakao-image"),
            kind: .image,
            title: "",
            url: "https://img.example.com/kakao/abcdef0123456789/2.png",
            width: 3047,
            height: 601,
            datetime: DevEventsCLIFixtures.seoul(2026, 8, 20, 9),
            siteName: "티스토리",
            rank: 1
        ),
    ]

    static func media(width: Int) -> [String] {
        MediaTable(
            terminal: TerminalCapabilities(isTTY: true, colorEnabled: false, width: width),
            now: now,
            kind: .image
        )
        .render(mediaItems, from: 1)
    }

    static let events: [DevEvent] = [
        DevEventsCLIFixtures.event(
            title: "샘플 개발자 컨퍼런스 2026 가을 정기 세미나",
            tags: ["오프라인(서울 강남구)", "무료", "컨퍼런스"],
            hosts: ["샘플 주최사", "예시 커뮤니티"],
            start: DevEventsCLIFixtures.seoul(2026, 8, 25, 14),
            end: DevEventsCLIFixtures.seoul(2026, 8, 25, 18),
            startTime: true,
            endTime: true
        ),
        DevEventsCLIFixtures.event(
            title: "예시 해커톤",
            tags: ["온라인", "유료"],
            hosts: ["예시 재단"],
            kind: .registration,
            start: DevEventsCLIFixtures.seoul(2026, 8, 1),
            end: DevEventsCLIFixtures.endOfDay(2026, 9, 3)
        ),
    ]

    static func devEvents(width: Int) -> [String] {
        DevEventTable(
            terminal: TerminalCapabilities(isTTY: true, colorEnabled: false, width: width),
            now: now,
            groupsByMonth: false
        )
        .render(events)
    }

    /// The header's column names, in order.
    static func headers(_ lines: [String]) -> [String] {
        (lines.first ?? "").split(separator: " ").map(String.init)
    }

    @Test(
        "qsearch images: fits, keeps #, the title (a Kakao image's site) and the URL's end, and drops SIZE and DATE before squeezing TITLE",
        arguments: widths
    )
    func mediaTable(width: Int) {
        let lines = Self.media(width: width)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
        let headers = Self.headers(lines)
        #expect(headers.first == "#")
        #expect(headers.contains("TITLE"))
        #expect(headers.last == "URL")
        #expect(lines.dropFirst().allSatisfy { $0.contains("http") })
        #expect(lines[1].hasSuffix("/12345.jpg") && lines[2].hasSuffix("/2.png"), "the URLs keep their end: \(lines)")
        #expect(lines[1].hasPrefix("1  ") || lines[1].hasPrefix(" 1  "))
        #expect(lines[1].contains("귀여운 고양이") && lines[2].contains("(티스토리)"))
        if width >= 60 {
            #expect(lines[1].contains("귀여운 고양이 사진"))
        }
        if width == 60 {
            #expect(!headers.contains("SIZE") && !headers.contains("DATE"))
        }
        if width >= 120 {
            #expect(headers == ["#", "SOURCE", "TITLE", "SIZE", "DATE", "URL"])
            #expect(lines[1].contains("귀여운 고양이 사진 모음 오늘의 베스트"))
        }
        if width == 200 {
            #expect(lines.allSatisfy { !$0.contains("…") }, "\(lines)")
        }
    }

    @Test("qsearch videos label the duration column DURATION")
    func videoHeader() {
        let table = MediaTable(
            terminal: TerminalCapabilities(isTTY: true, colorEnabled: false, width: 200),
            now: Self.now,
            kind: .video
        )
        let video = MediaItem(
            source: MediaSourceID("kakao-vclip"),
            kind: .video,
            title: "강의",
            url: "https://video.example.com/1",
            duration: 754
        )
        let lines = table.render([video], from: 1)
        #expect(Self.headers(lines).contains("DURATION"))
        #expect(!Self.headers(lines).contains("SIZE"))
        #expect(lines[1].contains("12:34"))
    }

    @Test("devevents list: fits, keeps the id, never cuts STATUS, TAGS or HOST to a stub", arguments: widths)
    func devEventTable(width: Int) {
        let lines = Self.devEvents(width: width)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
        let headers = Self.headers(lines)
        #expect(headers.first == "ID")
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("cli00001") })
        for stub in ["starts…", "오프…", "샘플…", "closes…"] {
            #expect(lines.allSatisfy { !$0.contains(stub) }, "\(stub) at \(width)")
        }
        if headers.contains("STATUS") {
            #expect(lines[1].contains("starts in 3 days"))
        }
        if width >= 60 {
            #expect(headers.contains("TITLE"))
        }
        if width >= 80 {
            #expect(headers.contains("STATUS"))
        }
        if width == 200 {
            #expect(headers == ["ID", "WHEN", "STATUS", "TITLE", "TAGS", "HOST"])
            #expect(lines[1].contains("오프라인(서울 강남구) 무료 컨퍼런스"))
            #expect(lines[1].contains("샘플 주최사 / 예시 커뮤니티"))
            #expect(lines.allSatisfy { !$0.contains("…") })
        }
    }

    @Test("devevents list by date: month headings stay at every width, even when WHEN is dropped", arguments: widths)
    func monthHeadings(width: Int) {
        let september = DevEventsCLIFixtures.event(
            title: "구월 밋업",
            tags: ["온라인"],
            hosts: ["예시 재단"],
            start: DevEventsCLIFixtures.seoul(2026, 9, 10),
            end: DevEventsCLIFixtures.endOfDay(2026, 9, 10)
        )
        let lines = DevEventTable(
            terminal: TerminalCapabilities(isTTY: true, colorEnabled: false, width: width),
            now: Self.now,
            groupsByMonth: true
        ).render(Self.events + [september])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
        #expect(!lines.contains { $0.trimmingCharacters(in: .whitespaces).isEmpty }, "\(lines)")
        #expect(lines.filter { $0 == "2026년 8월" }.count == 1, "\(lines)")
        #expect(lines.filter { $0 == "2026년 9월" }.count == 1, "\(lines)")
        #expect(lines.firstIndex(of: "2026년 8월") == 1)
        #expect(lines.firstIndex(of: "2026년 9월") == lines.count - 2)
    }

    @Test("The whole width is used when content is wider than the terminal", arguments: widths)
    func wholeWidth(width: Int) {
        let long = TableRenderer(columns: [
            TableColumn(header: "ID", isRequired: true),
            TableColumn(header: "TEXT", minWidth: 10, maxWidth: 20, isFlexible: true, priority: 2),
            TableColumn(header: "MORE", minWidth: 10, maxWidth: 20, isFlexible: true, priority: 1),
        ])
        let text = String(repeating: "abcd ", count: 60)
        let lines = long.render([["x1", text, text]], width: width, colorEnabled: false)
        #expect(lines.map(DisplayWidth.of).max() == width)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
    }
}
