import Foundation
import QuickSearchData
import Testing

@testable import CommandKit
@testable import QuickSearchApp

@Suite("qsearch archive list table at terminal widths")
struct ArchiveTableTests {
    static let now = Date(timeIntervalSince1970: 1_764_133_500)
    static let entries = [
        ArchivedDownload(
            url: "https://img.example.com/photos/2026/cat-on-the-roof.jpg",
            sha256: String(repeating: "a", count: 64),
            bytes: 204_800,
            path: "/home/me/Pictures/cats/001-naver-image-고양이-지붕.jpg",
            query: "고양이",
            source: "naver-image",
            savedAt: now.addingTimeInterval(-180)
        )
    ]

    @Test(
        "PATH and URL stay at any width; the time is relative and the size in binary units",
        arguments: [40, 80, 160]
    )
    func widths(width: Int) {
        let view = ArchiveTable(entries: Self.entries, now: Self.now)
        let lines = view.render(for: TerminalCapabilities(isTTY: true, colorEnabled: false, width: width)).lines
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
        let headers = lines[0].split(separator: " ").map(String.init)
        #expect(headers.contains("PATH") && headers.contains("URL"))
        if width == 160 {
            #expect(headers == ["SAVED", "SOURCE", "SIZE", "QUERY", "PATH", "URL"])
            #expect(lines[1].contains("3 minutes ago") && lines[1].contains("200.0 KiB"))
            #expect(lines[1].contains("/home/me/Pictures/cats/001-naver-image-고양이-지붕.jpg"))
        }
    }

    @Test("Piped: tab-separated rows with the full time and the size in bytes; nothing when empty")
    func plainRows() {
        let terminal = TerminalCapabilities(isTTY: false, colorEnabled: false, width: 80)
        let lines = ArchiveTable(entries: Self.entries, now: Self.now).render(for: terminal).lines
        #expect(lines.count == 1)
        let fields = lines[0].split(separator: "\t").map(String.init)
        #expect(fields.count == 6 && fields[2] == "204800" && fields[1] == "naver-image")
        #expect(fields[0] == JSONOutput.korea.timestamp(Self.now.addingTimeInterval(-180)))
        #expect(ArchiveTable(entries: [], now: Self.now).render(for: terminal).lines.isEmpty)
    }
}
