/// The one printer of every output form: the view for people, one `--json` document, or
/// `--jsonl` records, with `--fields` applied to the JSON forms.
struct ReportPrinter: Sendable {
    let stdout: any TextSink
    let terminal: TerminalCapabilities
    let diagnostics: Diagnostics
    let form: OutputFormat
    let fields: FieldSelection?
    let json: JSONOutput

    /// Writes `output` in the chosen form; a follow-up report (`--watch`) first clears a
    /// terminal, or is set apart by a blank line when piped.
    func print(_ output: ReportOutput, followingAnother: Bool) throws {
        switch form {
        case .json:
            stdout.write(try json.document(output.document, fields: fields))
        case .jsonLines:
            stdout.write(try output.records.map { try json.line($0, fields: fields) }.joined())
        case .human:
            if followingAnother {
                stdout.write(terminal.isTTY ? "\u{1B}[H\u{1B}[2J" : "\n")
            }
            let text = output.human.render(for: terminal)
            stdout.write(text.lines.map { $0 + "\n" }.joined())
            text.remarks.forEach(diagnostics.note)
            if terminal.showsTable {
                stdout.write(
                    text.notes.map { ANSIStyle.dim.apply(to: $0, enabled: terminal.colorEnabled) + "\n" }.joined()
                )
            } else {
                text.notes.forEach(diagnostics.note)
            }
        }
    }
}
