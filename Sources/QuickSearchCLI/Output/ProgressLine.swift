/// A transient status line on standard error, shown only on a terminal and erased afterwards.
struct ProgressLine {
    let enabled: Bool
    let sink: any TextSink

    /// A progress line for `context`, on only when `wanted`, standard error is a terminal, and
    /// that terminal understands cursor controls (`TERM` is not `dumb`).
    init(context: CommandContext, wanted: Bool) {
        enabled = wanted && context.stderrIsTerminal && context.environment.value("TERM") != "dumb"
        sink = context.stderr
    }

    func show(_ message: String) {
        guard enabled else { return }
        sink.write("\r\u{1B}[2K" + TextSanitizer.singleLine(message))
    }

    func clear() {
        guard enabled else { return }
        sink.write("\r\u{1B}[2K")
    }
}
