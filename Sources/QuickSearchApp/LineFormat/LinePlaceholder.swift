/// One `%x` of a `--format` template: its letter, what it stands for (help, completions and the
/// docs say it in these words), which report it needs, and its value for a place.
struct LinePlaceholder: Sendable {
    /// What a placeholder's value comes from; a command offers the placeholders of the sources
    /// it fetches.
    enum Source: Sendable, Hashable {
        /// The place itself (its name, the sun at its point): every command.
        case place
        /// The KMA weather report: `qsearch weather`.
        case weather
        /// AirKorea's readings: `qsearch dust`, and `qsearch weather`'s dust part; with them, the
        /// alerts and the fine-dust forecast both commands fetch.
        case dust
    }

    /// The letter after `%`.
    let letter: Character
    /// What it stands for, e.g. `temperature now (12°C)`.
    let summary: String
    let source: Source
    /// The text for `subject`: nil when the value is unknown (printed `-`), empty when there is
    /// nothing to say (no rain coming).
    let value: @Sendable (LineSubject) -> String?

    /// `%t`.
    var token: String { "%\(letter)" }
}
