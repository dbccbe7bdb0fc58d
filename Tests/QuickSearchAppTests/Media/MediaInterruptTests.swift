import Foundation
import QuickSearchData
import Synchronization
import Testing

@testable import CommandKit
@testable import QuickSearchApp

/// Ctrl-C, pressed at a chosen moment through the run's injected interrupt source: never a
/// signal, never a sleep.
@Suite("Ctrl-C during a search and during --download")
struct MediaInterruptTests {
    static let erase = "\r\u{1B}[2K"

    /// Presses Ctrl-C when the search sends its first request (the progress line is drawn
    /// then), keeps standard error as it was right after, and answers every request HTTP 400 (not retried).
    final class InterruptingHTTPClient: HTTPClient {
        let interrupts: PressableInterrupts
        let stderr: TextBuffer
        private let afterPress = Mutex<String?>(nil)

        init(interrupts: PressableInterrupts, stderr: TextBuffer) {
            self.interrupts = interrupts
            self.stderr = stderr
        }

        /// Standard error right after Ctrl-C.
        var stderrAfterPress: String? { afterPress.withLock { $0 } }

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            let first = afterPress.withLock { $0 == nil }
            if first {
                interrupts.press()
                let text = stderr.text
                afterPress.withLock { $0 = $0 ?? text }
            }
            return HTTPResponse(status: 400)
        }
    }

    @Test("Ctrl-C during a search erases 'searching …' before the run ends as Ctrl-C does")
    func searchProgressErased() async throws {
        let world = try InProcessQSearch()
        let interrupts = PressableInterrupts()
        let stderr = TextBuffer()
        let http = InterruptingHTTPClient(interrupts: interrupts, stderr: stderr)
        _ = await world.run(
            ["images", "고양이", "--source", "naver"],
            stderrIsTerminal: true,
            stderr: stderr,
            interrupts: interrupts,
            seam: RuntimeSeam(http: http)
        )
        #expect(http.stderrAfterPress == Self.erase + "searching naver-image…" + Self.erase)
        #expect(interrupts.ends == 1)
    }

    /// The time limit only guards against a hang (stalled images never finish unless Ctrl-C
    /// cancels them); nothing here is timed.
    @Test(
        "Ctrl-C during --download: the transfers stop, one 'stopped:' line counts them, no warning per file, exit 130",
        .timeLimit(.minutes(5))
    )
    func downloadsSummarised() async throws {
        let world = try InProcessQSearch()
        let interrupts = PressableInterrupts()
        let folder = world.home.path("stalled")
        let run = Task {
            await world.run(
                ["images", "고양이 n=6 stall=1", "--limit", "6", "--jsonl", "--download", folder],
                interrupts: interrupts
            )
        }
        // The downloads catch Ctrl-C once they start; every image stalls half-way until then.
        for await _ in interrupts.caught {
            break
        }
        interrupts.press()
        let outcome = await run.value
        #expect(outcome.status == 130)
        let records = outcome.stdout.split(separator: "\n")
        #expect(records.count == 6)
        #expect(!outcome.stderrLines.contains { $0.contains("warning") }, "\(outcome.stderr)")
        // Ctrl-C may come before or after a transfer began: each is cut short or not started.
        let summaries = outcome.stderrLines.filter { $0.contains("cut short") || $0.contains("not started") }
        #expect(summaries.count == 1, "\(outcome.stderr)")
        #expect(
            summaries.first?.range(
                of: #"^qsearch: stopped: 0 saved(, \d cut short)?(, \d not started)?$"#,
                options: .regularExpression
            ) != nil,
            "\(outcome.stderr)"
        )
        #expect(interrupts.ends == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}
