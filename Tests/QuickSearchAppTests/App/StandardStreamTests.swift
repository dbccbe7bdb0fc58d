import Foundation
import QuickSearchData
import Testing

@testable import CommandKit
@testable import QuickSearchApp

/// A sink whose writes fail with one `errno`, as standard output on a full disk or a closed pipe.
final class FailingSink: TextSink {
    let failure: WriteFailure

    init(_ code: Int32) {
        failure = WriteFailure(code: code)
    }

    func write(_ text: String) {}

    var writeFailure: WriteFailure? { failure }
}

@Suite("Checked writes to standard output")
struct StandardStreamTests {
    @Test("A write to a full device is recorded with its reason, and later writes are dropped")
    func fullDeviceIsRecorded() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let stream = StandardStream(descriptor: descriptor)
        #expect(stream.writeFailure == nil)
        stream.write("hello\n")
        #expect(stream.writeFailure == WriteFailure(code: ENOSPC))
        #expect(stream.writeFailure?.reason == "No space left on device")
        #expect(stream.writeFailure?.isBrokenPipe == false)
    }

    @Test("A successful write records nothing")
    func successfulWrite() throws {
        let descriptor = open("/dev/null", O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let stream = StandardStream(descriptor: descriptor)
        stream.write(String(repeating: "x", count: 100_000))
        stream.finish()
        #expect(stream.writeFailure == nil)
        stream.write("still open\n")
        #expect(stream.writeFailure == nil)
    }

    static func run(_ arguments: [String], stdout: any TextSink) async -> (Int32, String) {
        let stderr = TextBuffer()
        let context = ProgramIO(
            variables: [:],
            stdout: stdout,
            stderr: stderr,
            terminal: TerminalCapabilities(isTTY: false, colorEnabled: false, width: 80),
            stderrIsTerminal: false
        )
        return (await QSearchTool.run(arguments, io: context), stderr.text)
    }

    @Test("A failed write to standard output is one error line and exit 74")
    func failedWriteExits74() async {
        let (status, stderr) = await Self.run(["--version"], stdout: FailingSink(ENOSPC))
        #expect(status == 74)
        #expect(
            stderr
                == "qsearch: error: cannot write to standard output: No space left on device; free some space or write elsewhere\n"
        )
    }

    @Test(
        "The error says what to do about the failure",
        arguments: [
            (EDQUOT, "free some space or write elsewhere"),
            (EBADF, "standard output is closed; redirect it to a file or a pipe"),
            (EIO, "check the device, or write elsewhere"),
            (EINVAL, "write elsewhere"),
        ]
    )
    func failedWriteAdvice(code: Int32, advice: String) async {
        let (status, stderr) = await Self.run(["--version"], stdout: FailingSink(code))
        #expect(status == 74)
        #expect(
            stderr == "qsearch: error: cannot write to standard output: \(String(cString: strerror(code))); \(advice)\n"
        )
    }

    @Test("A broken pipe ends quietly with the command's own status")
    func brokenPipeIsQuiet() async {
        let (status, stderr) = await Self.run(["--version"], stdout: FailingSink(EPIPE))
        #expect(status == 0)
        #expect(stderr == "")
    }

    @Test("Notes (success messages) are not written once standard output has failed")
    func notesSuppressed() {
        let stderr = TextBuffer()
        let io = ProgramIO(
            variables: [:],
            stdout: FailingSink(ENOSPC),
            stderr: stderr,
            terminal: TerminalCapabilities(isTTY: false, colorEnabled: false, width: 80),
            stderrIsTerminal: false
        )
        Diagnostics(program: "qsearch", io: io).note("exported 80 events")
        #expect(stderr.text == "")
    }
}
