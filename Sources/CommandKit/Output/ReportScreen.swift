/// How a report with follow-ups (`--watch`) is drawn on a terminal: as screens, each replacing
/// the last. The cursor is hidden from the first report until the run ends (then shown again,
/// on a new line); each report clears the screen and draws its output, its failures' error
/// lines, its notes and `status`, dimmed. A report with nothing to show draws nothing. Piped,
/// the reports are appended as without a screen.
public struct ReportScreen: Sendable, Hashable {
    /// The dimmed last line (`updated 15:10 · next update at 15:46 · Ctrl-C to quit`), if any.
    public var status: String?

    public init(status: String? = nil) {
        self.status = status
    }
}
