import Foundation
import Testing

#if os(Linux)
import Glibc

/// `mock-api` catches SIGINT and SIGTERM before it serves: a script that stops it as soon as it
/// reads the listening line (`scripts/mock-env.sh`'s `stop_mock`) never finds it still running.
/// Before, the signals were ignored from just before the listening line's follow-up began
/// waiting for them until libdispatch's handler was in place, and one sent in that window was lost.
@Suite("mock-api stops on a signal sent the moment it listens")
struct MockStopSignalTests {
    @Test(
        "SIGTERM and SIGINT, sent as soon as the listening line is read, end it with status 0",
        arguments: [SIGTERM, SIGINT]
    )
    func stopsAtOnce(signal: Int32) throws {
        let path = ProcessRunner.productsDirectory.appendingPathComponent("mock-api").path
        for _ in 0..<25 {
            let mock = try KillableProcess(path, ["--port", "0"])
            #expect(mock.waitForLines(1) == 1)
            // A stuck mock would hang the wait below; the stop is bounded by an alarm instead.
            let (lines, status) = mock.stop(signal: signal, within: 10)
            #expect(lines.first?.hasPrefix("listening http://127.0.0.1:") == true)
            #expect(status == 0, "wait status \(status)")
        }
    }
}
#endif
