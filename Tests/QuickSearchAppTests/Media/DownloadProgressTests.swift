import Foundation
import Synchronization
import Testing

@testable import CommandKit
@testable import QuickSearchApp
@testable import QuickSearchData

@Suite("Download progress, options and summaries")
struct DownloadProgressTests {
    /// A clock the test moves by hand.
    final class ManualClock: Sendable {
        private let moment = Mutex(Date(timeIntervalSince1970: 1_000_000))
        func now() -> Date { moment.withLock { $0 } }
        func advance(_ seconds: Double) { moment.withLock { $0 += seconds } }
    }

    static func progress(
        stderrIsTerminal: Bool,
        stderr: TextBuffer,
        clock: ManualClock,
        quiet: Bool
    ) -> DownloadProgress {
        let io = ProgramIO(
            variables: ["TERM": "xterm-256color"],
            stdout: TextBuffer(),
            stderr: stderr,
            terminal: TerminalCapabilities(isTTY: true, colorEnabled: false, width: 80),
            stderrIsTerminal: stderrIsTerminal,
            interrupts: PressableInterrupts()
        )
        return DownloadProgress(
            diagnostics: Diagnostics(program: "qsearch", io: io),
            now: { clock.now() },
            quiet: quiet
        )
    }

    @Test("The line: files, bytes, rate and ETA from the files' average time")
    func describe() {
        let text = DownloadProgress.describe(DownloadTally(finished: 10, total: 50, bytes: 5 << 20), elapsed: 2)
        #expect(text == "10/50 files, 5.0 MiB, 2.5 MiB/s, ETA 0:08")
        #expect(
            DownloadProgress.describe(DownloadTally(finished: 0, total: 3, bytes: 0), elapsed: 0)
                == "0/3 files, 0 B, 0 B/s, ETA --:--"
        )
        #expect(DownloadProgress.clock(3723) == "1:02:03")
    }

    @Test("On a terminal: one line redrawn (at most ten times a second, and when a file ends), erased at the end")
    func terminal() {
        let stderr = TextBuffer()
        let clock = ManualClock()
        let progress = Self.progress(stderrIsTerminal: true, stderr: stderr, clock: clock, quiet: false)
        #expect(progress.mode == .redrawn)
        progress.update(DownloadTally(finished: 0, total: 4, bytes: 100))
        progress.update(DownloadTally(finished: 0, total: 4, bytes: 200))
        clock.advance(0.05)
        progress.update(DownloadTally(finished: 1, total: 4, bytes: 300))
        clock.advance(0.2)
        progress.update(DownloadTally(finished: 1, total: 4, bytes: 400))
        progress.finish()
        let draws = stderr.text.components(separatedBy: "\r\u{1B}[2K")
        #expect(
            draws == [
                "", "0/4 files, 100 B, 0 B/s, ETA --:--", "1/4 files, 300 B, 5.9 KiB/s, ETA 0:01",
                "1/4 files, 400 B, 1.6 KiB/s, ETA 0:01", "",
            ]
        )
        #expect(!stderr.text.contains("\n"))
    }

    @Test("Not a terminal: a plain line every five seconds; quiet: nothing")
    func plainAndQuiet() {
        let stderr = TextBuffer()
        let clock = ManualClock()
        let progress = Self.progress(stderrIsTerminal: false, stderr: stderr, clock: clock, quiet: false)
        #expect(progress.mode == .periodic)
        progress.update(DownloadTally(finished: 1, total: 4, bytes: 1024))
        clock.advance(5)
        progress.update(DownloadTally(finished: 2, total: 4, bytes: 2048))
        clock.advance(1)
        progress.update(DownloadTally(finished: 3, total: 4, bytes: 3072))
        progress.finish()
        #expect(stderr.text == "downloading: 2/4 files, 2.0 KiB, 409 B/s, ETA 0:05\n")

        let quietBuffer = TextBuffer()
        let quiet = Self.progress(stderrIsTerminal: true, stderr: quietBuffer, clock: clock, quiet: true)
        quiet.update(DownloadTally(finished: 1, total: 1, bytes: 1))
        quiet.finish()
        #expect(quietBuffer.text.isEmpty)
    }

    @Test(
        "--max-size values",
        arguments: [
            ("50M", 50 << 20), ("500k", 500 << 10), ("1GB", 1 << 30), ("2MiB", 2 << 20), ("4096", 4096),
            ("20mb", 20 << 20),
        ] as [(String, Int)]
    )
    func sizes(text: String, bytes: Int) {
        #expect(DownloadOptions.byteCount(text) == bytes)
    }

    @Test("Unreadable --max-size values", arguments: ["", "M", "-5M", "1.5M", "5T", "99999999999999G", "5 M"])
    func badSizes(text: String) {
        #expect(DownloadOptions.byteCount(text) == nil)
    }

    @Test("The failure summary counts reasons in a fixed order; none when all were saved")
    func summary() {
        let saved = SavedDownload(path: "d/1.jpg", bytes: 1, sha256: "", reused: false)
        let outcomes: [Result<SavedDownload, DownloadError>] = [
            .success(saved), .failure(DownloadError(.tooLarge, "")), .failure(DownloadError(.notAnImage, "")),
            .failure(DownloadError(.notAnImage, "")), .success(saved),
        ]
        #expect(MediaDownloads.failureSummary(outcomes) == "3 of 5 downloads failed (2 not an image, 1 too large)")
        #expect(MediaDownloads.failureSummary([.success(saved)]) == nil)
    }

    @Test("The saved summary counts the folder's files, then duplicates and archived results apart")
    func savedSummary() {
        let fetched = SavedDownload(path: "d/1.png", bytes: 2048, sha256: "a", reused: false)
        let there = SavedDownload(path: "d/2.png", bytes: 10, sha256: "b", reused: true)
        let duplicate = SavedDownload(path: "d/1.png", bytes: 2048, sha256: "a", reused: true, duplicateOf: "d/1.png")
        let archived = SavedDownload(path: "/e/3.png", bytes: 10, sha256: "c", reused: true, archived: "/e/3.png")
        let outcomes: [Result<SavedDownload, DownloadError>] = [
            .success(fetched), .success(there), .success(duplicate), .success(archived), .success(archived),
            .failure(DownloadError(.tooLarge, "")),
        ]
        #expect(
            MediaDownloads.savedSummary(outcomes, directory: "d")
                == "saved 2 files to d (2.0 KiB fetched, 1 already there, 1 duplicate, 2 archived)"
        )
        #expect(
            MediaDownloads.savedSummary([.success(archived)], directory: "d")
                == "saved 0 files to d (0 B fetched, 1 archived)"
        )
    }
}
