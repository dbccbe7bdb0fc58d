/// `qsearch dust --format`: how places are printed for people.
enum DustFormat: String, Sendable, CaseIterable {
    /// The table on a terminal, tab-separated rows when piped.
    case table
    /// One line per place, for status bars: `혜화동 PM10 42 보통 · PM2.5 18 보통 (14:00)`.
    case line
}
