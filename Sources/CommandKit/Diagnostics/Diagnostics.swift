import Synchronization

/// The one writer of what a program says on standard error: error and warning lines
/// (`qsearch: error: …`), notes, and the transient progress line.
///
/// Every line is sanitised to one line. A warning is written once however often it is raised;
/// failures that say the same thing about several subjects become one line naming them
/// (`3 places (혜화동, 서울역, 부산): …`). The progress line is erased before any other line and
/// when the run ends, so no exit path leaves it on the screen; that includes Ctrl-C, which it
/// catches while the line is drawn (erasing the line, then ending the process as Ctrl-C would).
/// It is also the one owner of Ctrl-C for commands that catch it (`catchInterrupts`), so there
/// is never a second handler. Notes are dropped once a write to standard output failed, so no
/// success is claimed after it.
public final class Diagnostics: Sendable {
    /// The program name that starts error and warning lines.
    public let program: String
    private let stderr: any TextSink
    private let stdout: any TextSink
    private let interrupts: any InterruptSource
    /// Whether a progress line is drawn: standard error is a terminal that understands cursor
    /// controls (`TERM` is not `dumb`).
    public let drawsProgress: Bool
    private let state = Mutex(State())

    private struct State {
        var warned: Set<String> = []
        var progressShown = false
        /// The commands' Ctrl-C handlers, latest last, by the number that removes them.
        var handlers: [(id: Int, interrupted: @Sendable () -> Void)] = []
        var nextHandler = 0
        /// Gives Ctrl-C back, while it is caught.
        var release: (@Sendable () -> Void)?
    }

    /// The most subjects named in one grouped failure line; the rest are counted.
    static let namedSubjects = 5

    public init(program: String, io: ProgramIO) {
        self.program = program
        stderr = io.stderr
        stdout = io.stdout
        interrupts = io.interrupts
        drawsProgress = io.stderrIsTerminal && io.variables["TERM"] != "dumb"
    }

    /// Writes `program: error: message`, then each detail line indented.
    public func error(_ message: String, details: [String] = []) {
        write(errorText(message, details: details))
    }

    /// The text `error(_:details:)` writes.
    private func errorText(_ message: String, details: [String]) -> String {
        "\(program): error: \(TextSanitizer.singleLine(message))\n"
            + details.map { "  \(TextSanitizer.singleLine($0))\n" }.joined()
    }

    /// Writes the error line of a description.
    public func error(_ description: ErrorDescription) {
        error(description.message, details: description.details)
    }

    /// Writes `program: warning: message`, once per run for the same message.
    public func warning(_ message: String) {
        let line = TextSanitizer.singleLine(message)
        guard state.withLock({ $0.warned.insert(line).inserted }) else { return }
        write("\(program): warning: \(line)\n")
    }

    /// Writes a note (provenance, "exported 80 events"); nothing once standard output failed.
    public func note(_ message: String) {
        guard stdout.writeFailure == nil else { return }
        write(TextSanitizer.singleLine(message) + "\n")
    }

    /// Shows `message` as the progress line, replacing the previous one (terminals only). While
    /// it is shown, Ctrl-C erases it before ending the process.
    public func progress(_ message: String) {
        guard drawsProgress else { return }
        state.withLock { state in
            // Ctrl-C is caught before the line appears, so no Ctrl-C can leave it behind.
            state.progressShown = true
            catchInterruptsIfNeeded(&state)
            stderr.write("\r\u{1B}[2K" + TextSanitizer.singleLine(message))
        }
    }

    /// Erases the progress line, if one is shown.
    public func clearProgress() {
        state.withLock { state in
            erase(&state)
            catchInterruptsIfNeeded(&state)
        }
    }

    /// From now on, Ctrl-C erases the progress line and calls `interrupted` (on any thread)
    /// instead of ending the process; the returned closure stops that (once). With several in
    /// place, the latest gets Ctrl-C.
    public func catchInterrupts(_ interrupted: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
        let id = state.withLock { state in
            let id = state.nextHandler
            state.nextHandler += 1
            state.handlers.append((id, interrupted))
            catchInterruptsIfNeeded(&state)
            return id
        }
        return { [weak self] in
            guard let self else { return }
            self.state.withLock { state in
                state.handlers.removeAll { $0.id == id }
                self.catchInterruptsIfNeeded(&state)
            }
        }
    }

    /// Runs `body` until it returns; Ctrl-C cancels its task instead of ending the process (the
    /// work stops with what it has done so far).
    public func runUntilInterrupted<Result: Sendable>(_ body: @escaping @Sendable () async -> Result) async -> Result {
        let task = Task { await body() }
        let release = catchInterrupts { task.cancel() }
        let result = await task.value
        release()
        return result
    }

    private func erase(_ state: inout State) {
        guard state.progressShown else { return }
        state.progressShown = false
        stderr.write("\r\u{1B}[2K")
    }

    /// Catches Ctrl-C while a progress line is shown or a command wants it, and gives it back
    /// once neither holds.
    private func catchInterruptsIfNeeded(_ state: inout State) {
        let needed = state.progressShown || !state.handlers.isEmpty
        if needed, state.release == nil {
            state.release = interrupts.catchInterrupts { [weak self] in self?.interrupted() }
        } else if !needed, let release = state.release {
            state.release = nil
            release()
        }
    }

    /// Ctrl-C while caught: the progress line erased, then the latest command's handler, or
    /// with none the end of the process.
    private func interrupted() {
        let handler = state.withLock { state -> (@Sendable () -> Void)? in
            erase(&state)
            if let latest = state.handlers.last { return latest.interrupted }
            state.release?()
            state.release = nil
            return nil
        }
        if let handler {
            handler()
        } else {
            interrupts.endAsInterrupted()
        }
    }

    /// Writes one error line per distinct failure, naming every subject it concerns, and
    /// returns the descriptions in the order of `failures`.
    @discardableResult
    public func failures(_ failures: [ReportFailure], describer: ErrorDescriber) -> [ErrorDescription] {
        let grouped = failureText(failures, describer: describer)
        if !grouped.text.isEmpty { write(grouped.text) }
        return grouped.described
    }

    /// The error lines `failures(_:describer:)` writes (for a screen that shows them itself), and
    /// the descriptions in the order of `failures`.
    func failureText(
        _ failures: [ReportFailure],
        describer: ErrorDescriber
    ) -> (text: String, described: [ErrorDescription]) {
        let described = failures.map { describer.describe($0.error) }
        var order: [ErrorDescription] = []
        var subjects: [ErrorDescription: [FailureSubject]] = [:]
        for (failure, description) in zip(failures, described) {
            if subjects[description] == nil { order.append(description) }
            subjects[description, default: []] += failure.subject.map { [$0] } ?? []
        }
        let text = order.map { description in
            let prefix = Self.naming(subjects[description] ?? [])
            return errorText(
                prefix.isEmpty ? description.message : "\(prefix): \(description.message)",
                details: description.details
            )
        }
        return (text.joined(), described)
    }

    /// `혜화동`, or `3 places (혜화동, 서울역, 부산)`, or `8 places (a, b, c, d, e and 3 more)`.
    static func naming(_ subjects: [FailureSubject]) -> String {
        var seen = Set<FailureSubject>()
        let unique = subjects.filter { seen.insert($0).inserted }
        guard let first = unique.first else { return "" }
        guard unique.count > 1 else { return first.name }
        let kinds = Set(unique.map(\.kind))
        let noun = kinds.count == 1 ? first.kind.plural : "subjects"
        let named = unique.prefix(namedSubjects).map(\.name).joined(separator: ", ")
        let rest = unique.count - min(unique.count, namedSubjects)
        return "\(unique.count) \(noun) (\(named)\(rest > 0 ? " and \(rest) more" : ""))"
    }

    /// Ends the run's diagnostics: erases the progress line.
    func finish() {
        clearProgress()
    }

    private func write(_ text: String) {
        clearProgress()
        stderr.write(text)
    }
}
