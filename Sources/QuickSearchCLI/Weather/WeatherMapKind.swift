/// `qsearch weather --map`: what the map compares across places.
enum WeatherMapKind: String, Sendable, CaseIterable {
    /// The temperature now; the bar spans the coldest to the warmest place shown.
    case temp
    /// The UV index now with its level; the bar spans 0 to the highest index shown.
    case uv
    /// PM10 with its grade (and PM2.5 beside it); the bar spans 0 to the highest PM10 shown.
    case dust
}

/// `qsearch weather --format`: how places are printed for people.
enum WeatherFormat: String, Sendable, CaseIterable {
    /// Every saved place: one row each; one place: the full report. Plain records when piped.
    case table
    /// One line per place, for status bars: `혜화동 ☀ 12°C ↓4 ↑15 강수 20%`.
    case line
}
