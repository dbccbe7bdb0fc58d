import CommandKit
import QuickSearchDomain

/// One place that failed, in the `failures` of a `--json` document (`dust`, `weather`):
/// `{"place", "kind", "message"}`, the kind a `SourceFailure` kind or null for other errors.
struct PlaceFailureRecord: Encodable, Sendable {
    let place: String
    let kind: String?
    let message: String

    private enum Key: String, CodingKey {
        case place, kind, message
    }

    /// The record of `error` for `place`, in the words `AppErrors` gives it.
    init(place: String, error: any Error) {
        self.init(
            place: place,
            kind: (error as? SourceFailure)?.kind.rawValue,
            message: AppErrors.message(error).0
        )
    }

    /// The record of a report's failure about a place.
    init(_ failure: ReportFailure) {
        self.init(place: failure.subject?.name ?? "", error: failure.error)
    }

    init(place: String, kind: String?, message: String) {
        self.place = place
        self.kind = kind
        self.message = message
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(TextSanitizer.singleLine(place), forKey: .place)
        try container.encode(kind, forKey: .kind)
        try container.encode(TextSanitizer.singleLine(message), forKey: .message)
    }
}
