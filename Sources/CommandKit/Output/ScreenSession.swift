import Synchronization

/// The terminal state of a run drawn as screens (see `ReportScreen`): whether the cursor was
/// hidden, so that it is shown again once, after the run's last line (an error line included).
final class ScreenSession: Sendable {
    static let clearScreen = "\u{1B}[H\u{1B}[2J"
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"

    private let stdout: any TextSink
    private let began = Mutex(false)

    init(stdout: any TextSink) {
        self.stdout = stdout
    }

    /// Hides the cursor for the screens to come.
    func begin() {
        let first = began.withLock { began in
            defer { began = true }
            return !began
        }
        if first { stdout.write(Self.hideCursor) }
    }

    /// Shows the cursor again on a new line, if `begin` hid it.
    func end() {
        let hidden = began.withLock { began in
            defer { began = false }
            return began
        }
        if hidden { stdout.write(Self.showCursor + "\n") }
    }
}
