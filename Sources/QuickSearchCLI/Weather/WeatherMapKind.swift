/// `qsearch weather --map`: what the map compares across places.
enum WeatherMapKind: String, Sendable, CaseIterable {
    /// The temperature now; the bar spans the coldest to the warmest place shown.
    case temp
    /// The UV index now with its level; the bar spans 0 to the highest index shown.
    case uv
    /// PM10 with its grade (and PM2.5 beside it); the bar spans 0 to the highest PM10 shown.
    case dust
}
