/// The `--json` document of a command that reports on places (`dust`, `weather`): the reports'
/// records in order, and the places that failed.
struct PlaceReportsDocument<Record: Encodable & Sendable>: Encodable, Sendable {
    let reports: [Record]
    /// Each failed place with the error's kind (`SourceFailure` kinds; null for others) and line.
    let failures: [PlaceFailureRecord]
}
