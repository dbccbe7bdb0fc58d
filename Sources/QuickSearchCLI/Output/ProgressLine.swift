/// A transient status line on standard error, shown only on a terminal and erased afterwards.
struct ProgressLine {
    let enabled: Bool
    let sink: any TextSink

    func show(_ message: String) {
        guard enabled else { return }
        sink.write("\r\u{1B}[2K" + TextSanitizer.singleLine(message))
    }

    func clear() {
        guard enabled else { return }
        sink.write("\r\u{1B}[2K")
    }
}
