/// The one printer of every output form: the view for people, one `--json` document, or
/// `--jsonl` records, with `--fields` applied to the JSON forms. The progress line is erased
/// before anything is written.
struct ReportPrinter: Sendable {
    let stdout: any TextSink
    let terminal: TerminalCapabilities
    let diagnostics: Diagnostics
    let form: OutputFormat
    let fields: FieldSelection?
    let json: JSONOutput
    /// The run's screens, when its reports are drawn as screens (see `ReportScreen`).
    let screens: ScreenSession

    /// Writes `output` in the chosen form. A follow-up report (`--watch`) first clears a
    /// terminal; piped, its lines are set apart by a blank line from the lines printed before
    /// (none when either has none).
    ///
    /// - Parameters:
    ///   - isFollowUp: whether an earlier report of the run was printed.
    ///   - afterLines: whether an earlier report printed lines for people.
    /// - Returns: whether lines for people were printed.
    func print(_ output: ReportOutput, isFollowUp: Bool, afterLines: Bool) throws -> Bool {
        if form == .json {
            // Written as it is made: a long list of records is never held whole as text.
            diagnostics.clearProgress()
            try json.writeDocument(output.document, fields: fields) { stdout.write(utf8: $0) }
            output.notes.forEach(diagnostics.note)
            return false
        }
        let (body, human) = try rendered(output)
        diagnostics.clearProgress()
        guard let human else {
            stdout.write(utf8: body)
            output.notes.forEach(diagnostics.note)
            return false
        }
        if isFollowUp && terminal.isTTY {
            stdout.write(ScreenSession.clearScreen)
        } else if afterLines && !human.lines.isEmpty {
            stdout.write("\n")
        }
        stdout.write(utf8: body)
        human.remarks.forEach(diagnostics.note)
        let notes = output.notes + human.notes
        if terminal.showsTable {
            stdout.write(noteLines(notes))
        } else {
            notes.forEach(diagnostics.note)
        }
        return !human.lines.isEmpty
    }

    /// Draws `report` as one screen (see `ReportScreen`): the screen cleared, then its output in
    /// the chosen form, its failures' error lines, its notes and its status line, dimmed;
    /// nothing when it has none of them.
    ///
    /// - Returns: the descriptions of its failures, in their order.
    func drawScreen(_ report: Report, describer: ErrorDescriber) throws -> [ErrorDescription] {
        let failures = diagnostics.failureText(report.failures, describer: describer)
        var body = ""
        var notes = report.notes
        if let output = report.output {
            let (text, human) = try rendered(output)
            body = String(decoding: text, as: UTF8.self)
            notes = output.notes + (human?.notes ?? []) + report.notes
        }
        notes += report.screen?.status.map { [$0] } ?? []
        guard !body.isEmpty || !failures.text.isEmpty || !notes.isEmpty else { return failures.described }
        diagnostics.clearProgress()
        stdout.write(ScreenSession.clearScreen + body + failures.text + noteLines(notes))
        if let output = report.output, form == .human {
            output.human.render(for: terminal).remarks.forEach(diagnostics.note)
        }
        return failures.described
    }

    /// `output` in the chosen form, in UTF-8, and for people the view's lines and notes.
    private func rendered(_ output: ReportOutput) throws -> (body: [UInt8], human: HumanText?) {
        switch form {
        case .json:
            return (try json.documentUTF8(output.document, fields: fields), nil)
        case .jsonLines:
            return (try output.records.flatMap { try json.lineUTF8($0, fields: fields) }, nil)
        case .human:
            let text = output.human.render(for: terminal)
            return (Array(text.lines.map { $0 + "\n" }.joined().utf8), text)
        }
    }

    /// Notes under the view: each on lines wrapped to the terminal's width (`TextWrapping`:
    /// a URL or a path is never broken), dimmed.
    private func noteLines(_ notes: [String]) -> String {
        notes.flatMap { note in
            TextWrapping.wrap(
                [TextSpan(TextSanitizer.singleLine(note), style: .dim)],
                width: terminal.width,
                colorEnabled: terminal.colorEnabled
            )
        }
        .map { $0 + "\n" }.joined()
    }
}
