import QuickSearchData
import Testing

@testable import CommandKit
@testable import QuickSearchApp

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
}
