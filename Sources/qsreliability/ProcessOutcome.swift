import QuickSearchDomain

/// How one run of a command ended, what it printed, and what it cost.
struct ProcessOutcome {
    enum Termination: Equatable {
        case exited(Int32)
        case signalled(Int32)
        /// Killed at the harness's hard limit: a hang.
        case timedOut
        case notStarted(String)
    }

    var termination: Termination
    var wallTime: Duration
    /// Peak resident memory of the process, KiB.
    var peakRSSKiB: Int
    var stdout: [UInt8]
    var stderr: [UInt8]

    /// The exit code, when the process exited by itself.
    var exitCode: Int32? {
        if case .exited(let code) = termination { return code }
        return nil
    }

    /// A crash: killed by a signal, or an exit status a shell reports for one (128 and above).
    var crashed: Bool {
        if case .signalled = termination { return true }
        return (exitCode ?? 0) >= 128
    }

    /// stderr's non-empty lines.
    var stderrLines: [String] {
        String(decoding: stderr, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    var terminationDescription: String {
        switch termination {
        case .exited(let code): "exit \(code)"
        case .signalled(let signal): "killed by signal \(signal)"
        case .timedOut: "hung (killed at the time limit)"
        case .notStarted(let reason): "not started: \(reason)"
        }
    }

    /// Seconds of wall time, for reports.
    var seconds: Double {
        wallTime.timeInterval
    }
}
