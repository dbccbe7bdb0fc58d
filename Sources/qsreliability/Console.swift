import CommandKit

/// The harness's progress lines on standard output. They go through the same unbuffered
/// `StandardStream` as the final report, so a pipe (`| tee`) sees them in order: `print` would
/// sit in stdio's buffer and be flushed after the summary, splitting it mid-line.
enum Console {
    static func line(_ text: String) {
        StandardStream.output.write(text + "\n")
    }
}
