import Foundation
import QuickSearchData
import Testing

@testable import CommandKit
@testable import QuickSearchApp

@Suite("Overlong queries are refused before anything is sent")
struct MediaQueryLengthTests {
    static func run(_ arguments: [String]) async -> (Int32, String) {
        let stderr = TextBuffer()
        let context = ProgramIO(
            variables: ["HOME": "/nonexistent-qsearch-test"],
            stdout: TextBuffer(),
            stderr: stderr,
            terminal: TerminalCapabilities(isTTY: false, colorEnabled: false, width: 80),
            stderrIsTerminal: false
        )
        return (await QSearchTool.run(arguments, io: context), stderr.text)
    }

    @Test("Past 200 code points: exit 64 saying the limit", arguments: ["images", "videos"])
    func refused(command: String) async {
        let (status, stderr) = await Self.run([command, String(repeating: "가", count: 5000)])
        #expect(status == 64)
        #expect(
            stderr
                == "qsearch: error: the search query is 5000 Unicode code points long (an accent mark counts as one); at most 200 are accepted, so shorten it (see 'qsearch \(command) --help')\n"
        )
    }

    @Test("Combining marks count: one letter with 5,000 accents is refused, not sent")
    func combiningMarks() async {
        let query = "a" + String(repeating: "\u{0301}", count: 5000)
        #expect(query.count == 1)
        let (status, stderr) = await Self.run(["images", query])
        #expect(status == 64)
        #expect(stderr.contains("the search query is 5001 Unicode code points long"))
    }

    @Test("Within the limit, the query percent-encodes to at most the documented 2,400 bytes")
    func encodedBound() {
        let widest = String(repeating: "\u{10FFFF}", count: MediaSearchOptions.maximumQueryLength)
        let encoded = widest.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        #expect(encoded.utf8.count == 2400)
    }

    @Test("200 code points are accepted (here the run stops later, for want of keys)")
    func atTheLimit() async {
        let (status, stderr) = await Self.run(["images", String(repeating: "a", count: 200)])
        #expect(status == 78, "\(stderr)")
    }
}
