import CommandKit
import QuickSearchDomain

/// The JSON form of one place's alerts (a `--jsonl` line, an entry of `places`):
/// `{place, province, city, alerts: [...], note}`, every key always present.
struct AlertsPlaceRecord: FieldSelectable {
    let entry: AlertsPlace
    /// Why some alerts may be missing (a source that did not answer whole); nil otherwise.
    let note: String?

    enum FieldKey: String, CodingKey, CaseIterable {
        case place, province, city, alerts, note
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        try container.encode(entry.place.map(TextSanitizer.singleLine), forKey: .place)
        try container.encode(entry.area?.province.shortName, forKey: .province)
        try container.encode(entry.area?.city.map(TextSanitizer.singleLine), forKey: .city)
        try container.encode(entry.alerts.map(AlertRecord.init), forKey: .alerts)
        try container.encode(note.map(TextSanitizer.singleLine), forKey: .note)
    }
}

/// The fields of one alert, for `--fields` of `qsearch alerts --nation` (its lines are
/// `AlertRecord`s).
struct AlertRecordFields: FieldSelectable {
    enum FieldKey: String, CodingKey, CaseIterable {
        case source, kind, level, region
        case issuedAt = "issued_at"
        case clearedAt = "cleared_at"
        case text
    }

    func encode(to encoder: any Encoder) throws {}
}

/// The `--json` document of `qsearch alerts`: each place's alerts, the sources' note, the
/// places and sources that failed.
struct AlertsDocument: Encodable, Sendable {
    let places: [AlertsPlace]
    let note: String?
    let failures: [PlaceFailureRecord]

    private enum Key: String, CodingKey { case places, note, failures }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(places.map { AlertsPlaceRecord(entry: $0, note: note) }, forKey: .places)
        try container.encode(note.map(TextSanitizer.singleLine), forKey: .note)
        try container.encode(failures, forKey: .failures)
    }
}

/// The `--json` document of `qsearch alerts --nation`: every alert, and the sources' note.
struct NationAlertsDocument: Encodable, Sendable {
    let alerts: [Alert]
    let note: String?

    private enum Key: String, CodingKey { case alerts, note }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(alerts.map(AlertRecord.init), forKey: .alerts)
        try container.encode(note.map(TextSanitizer.singleLine), forKey: .note)
    }
}
