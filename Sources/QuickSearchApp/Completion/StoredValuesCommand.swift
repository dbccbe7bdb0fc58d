import CommandKit

/// `qsearch __complete places|events` (hidden): the values a completion script offers from the
/// user's store, one a line. It only reads what exists (no folder or file is created, no request
/// is made), and it never fails loudly: whatever cannot be read adds nothing, silently, exit 0.
struct StoredValuesCommand: Command {
    static let about = CommandAbout(
        name: "__complete",
        abstract: "Print the saved values a completion script offers, one a line (for the scripts).",
        isHidden: true
    )

    @Argument("kind", help: "places or events.") var kind: String

    /// What to offer.
    var source: StoredCompletion {
        get throws {
            guard let source = StoredCompletion.all.first(where: { $0.rawValue == kind }) else {
                let names = StoredCompletion.all.map(\.rawValue).joined(separator: ", ")
                throw ValidationError("nothing to complete called '\(kind)'; choose one of: \(names)")
            }
            return source
        }
    }

    func validate() throws {
        _ = try source
    }

    func run(_ runtime: Runtime) async throws -> Report {
        let values = StoredValuesService(runtime: runtime).values(try source)
        return Report(output: ReportOutput(human: TextView(values)))
    }
}

extension StoredCompletion {
    /// The names of the saved places (`qsearch places list`).
    static let places = StoredCompletion(rawValue: "places")
    /// The ids of the events on the cached page and of the saved events.
    static let events = StoredCompletion(rawValue: "events")
    /// Every kind `__complete` answers for.
    static let all: [StoredCompletion] = [.places, .events]
}
