import Testing

@testable import CommandKit
@testable import QuickSearchApp
@testable import QuickSearchData

/// How `doctor` prints a check: status, name in a column, what was found, file and size, fix.
@Suite("doctor lines")
struct DoctorLineTests {
    static let plain = TerminalCapabilities(isTTY: false, colorEnabled: false, width: 80)

    @Test("a failed check: aligned status and name, the file, and the fix on the same line")
    func failed() {
        let result = HealthCheckResult(
            name: "store",
            status: .failed,
            detail: "others may read it",
            fix: "run: chmod 600 /h/data.sqlite",
            path: "/h/data.sqlite"
        )
        #expect(
            DoctorView.line(result, terminal: Self.plain)
                == "failed  store          others may read it (/h/data.sqlite) — fix: run: chmod 600 /h/data.sqlite"
        )
    }

    @Test("the cache's size in binary units; control characters in a detail never reach the terminal")
    func sizeAndControls() {
        let result = HealthCheckResult(
            name: "cache",
            status: .ok,
            detail: "integrity ok\u{1B}[31m\nx",
            path: "/c",
            bytes: 3_303_014
        )
        let line = DoctorView.line(result, terminal: Self.plain)
        #expect(line.hasPrefix("ok      cache          integrity ok"))
        #expect(line.hasSuffix("(/c, 3.1 MiB)"))
        #expect(!line.contains("\u{1B}") && !line.contains("\n"))
        #expect(DoctorView.byteCount(532) == "532 bytes")
        #expect(DoctorView.byteCount(12_800) == "12.5 KiB")
    }

    @Test("with colour, only the status is coloured")
    func colour() {
        let result = HealthCheckResult(name: "kma", status: .warning, detail: "skipped: no key")
        let coloured = TerminalCapabilities(isTTY: true, colorEnabled: true, width: 80)
        #expect(
            DoctorView.line(result, terminal: coloured).hasPrefix(
                ANSIStyle.yellow.apply(to: "warning ", enabled: true) + "kma  "
            )
        )
    }

    @Test("on a terminal a check wraps at its width, the path whole, under the detail or (narrow) the name")
    func wrapped() {
        let result = HealthCheckResult(
            name: "cache",
            status: .ok,
            detail: "integrity ok, owner-only",
            path: "/tmp/qsgolden.XXXXXX/cache/quicksearch/cache.sqlite",
            bytes: 16_384
        )
        let path = "(/tmp/qsgolden.XXXXXX/cache/quicksearch/cache.sqlite,"
        let wide = TerminalCapabilities(isTTY: true, colorEnabled: false, width: 80)
        let detail = String(repeating: " ", count: 23)
        #expect(
            DoctorView.lines(result, terminal: wide) == [
                "ok      cache          integrity ok, owner-only", detail + path, detail + "16.0 KiB)",
            ]
        )
        let narrow = TerminalCapabilities(isTTY: true, colorEnabled: false, width: 40)
        let name = String(repeating: " ", count: 8)
        #expect(
            DoctorView.lines(result, terminal: narrow) == [
                "ok      cache          integrity ok,", name + "owner-only", name + path, name + "16.0 KiB)",
            ]
        )
        #expect(DoctorView.lines(result, terminal: Self.plain) == [DoctorView.line(result, terminal: Self.plain)])
    }
}
