import CommandKit

/// A transient status line on standard error, shown only on a terminal and erased afterwards
/// (drawn by the run's `Diagnostics`).
struct ProgressLine {
    let enabled: Bool
    let diagnostics: Diagnostics

    /// A progress line for `context`, on only when `wanted`.
    init(context: CommandContext, wanted: Bool) {
        enabled = wanted && context.diagnostics.drawsProgress
        diagnostics = context.diagnostics
    }

    func show(_ message: String) {
        guard enabled else { return }
        diagnostics.progress(message)
    }

    func clear() {
        guard enabled else { return }
        diagnostics.clearProgress()
    }
}
