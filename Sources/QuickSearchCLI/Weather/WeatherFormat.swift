/// `qsearch weather --format`: how places are printed for people.
enum WeatherFormat: String, Sendable, CaseIterable {
    /// Every saved place: one row each; one place: the full report. Plain records when piped.
    case table
    /// One line per place, for status bars: `혜화동 ☀ 12°C ↓4 ↑15 강수 20%`.
    case line
}
