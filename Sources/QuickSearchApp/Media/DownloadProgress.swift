import CommandKit
import Foundation
import QuickSearchData
import Synchronization

/// Download progress on standard error: one line redrawn at most ten times a second on a
/// terminal (`12/50 files, 2.4 MiB, 1.1 MiB/s, ETA 0:07`), a plain line every five seconds
/// otherwise, nothing when quiet; both through the run's `Diagnostics` (the line is its progress
/// line, the plain lines are notes). Fed from any thread; the clock is the run's, injected.
final class DownloadProgress: Sendable {
    enum Mode: Sendable {
        case redrawn
        case periodic
        case off
    }

    /// Seconds between two redraws of the terminal line.
    static let redrawInterval = 0.1
    /// Seconds between two plain lines.
    static let lineInterval = 5.0

    private struct State {
        var lastShown: Date?
        var lastFinished = 0
        var drawn = false
    }

    let mode: Mode
    private let diagnostics: Diagnostics
    private let now: @Sendable () -> Date
    private let start: Date
    private let state = Mutex(State())

    init(diagnostics: Diagnostics, now: @escaping @Sendable () -> Date, quiet: Bool) {
        self.diagnostics = diagnostics
        mode = quiet ? .off : diagnostics.drawsProgress ? .redrawn : .periodic
        self.now = now
        start = now()
    }

    /// Shows `tally` if it is time to.
    func update(_ tally: DownloadTally) {
        guard mode != .off else { return }
        let moment = now()
        let text: String? = state.withLock { state in
            let interval = mode == .redrawn ? Self.redrawInterval : Self.lineInterval
            let due = moment.timeIntervalSince(state.lastShown ?? start) >= interval
            let redrawNow = mode == .redrawn && (state.lastShown == nil || tally.finished != state.lastFinished)
            guard due || redrawNow else { return nil }
            state.lastShown = moment
            state.lastFinished = tally.finished
            state.drawn = true
            return Self.describe(tally, elapsed: moment.timeIntervalSince(start))
        }
        guard let text else { return }
        switch mode {
        case .redrawn: diagnostics.progress(text)
        case .periodic: diagnostics.note("downloading: \(text)")
        case .off: break
        }
    }

    /// Erases the terminal line, if one was drawn.
    func finish() {
        guard mode == .redrawn, state.withLock({ $0.drawn }) else { return }
        diagnostics.clearProgress()
    }

    /// `12/50 files, 2.4 MiB, 1.1 MiB/s, ETA 0:07` (ETA from the files' average time; `--:--`
    /// before the first one ends).
    static func describe(_ tally: DownloadTally, elapsed: Double) -> String {
        let rate = elapsed > 0 ? Double(tally.bytes) / elapsed : 0
        let eta: String
        if tally.finished > 0, tally.finished <= tally.total, elapsed > 0 {
            let seconds = elapsed / Double(tally.finished) * Double(tally.total - tally.finished)
            eta = clock(seconds)
        } else {
            eta = "--:--"
        }
        return "\(tally.finished)/\(tally.total) files, \(size(Double(tally.bytes))), \(size(rate))/s, ETA \(eta)"
    }

    /// `512 B`, `2.4 KiB`, `1.1 MiB`, `3.0 GiB`.
    static func size(_ bytes: Double) -> String {
        let units = ["B", "KiB", "MiB", "GiB"]
        var value = max(0, bytes.isFinite ? bytes : 0)
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        return unit == 0 ? "\(Int(value)) B" : String(format: "%.1f %@", value, units[unit])
    }

    /// `0:07`, `12:30`, `1:02:03`.
    static func clock(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds < 360_000 else { return "--:--" }
        let total = Int(seconds.rounded(.up))
        let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))" : "\(minutes):\(twoDigits(secs))"
    }
}
