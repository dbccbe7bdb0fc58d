/// Why a cell could not be run on this machine.
struct SkipReason: Error {
    var text: String

    init(_ text: String) {
        self.text = text
    }
}

/// The verdict on one cell, with what was measured.
struct CellResult {
    enum Verdict {
        case passed
        case failed([String])
        case skipped(SkipReason)
    }

    var cell: MatrixCell
    var verdict: Verdict
    var outcome: ProcessOutcome?

    var passed: Bool {
        if case .passed = verdict { return true }
        return false
    }

    var skipped: Bool {
        if case .skipped = verdict { return true }
        return false
    }
}
