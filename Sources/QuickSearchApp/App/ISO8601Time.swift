import Foundation
import QuickSearchDomain

/// Reads the times users give on the command line and in `QSEARCH_NOW` / `DEVEVENTS_NOW`:
/// `2026-08-20T14:00:00+09:00` (seconds and a fraction optional, `Z` or `±hh:mm`), a local
/// date-time without an offset, or a bare date (`2026-08-20`); the last two are Korea time.
///
/// Strict: every field must exist on the calendar. `2026-02-30` and `T25:61:00` are refused,
/// not rolled over into March or the next day as Foundation's parser does. Linear in the text.
enum ISO8601Time {
    /// The instant `text` names, or nil when it is not such a time.
    static func parse(_ text: String) -> Date? {
        ISO8601Reading.instant(text, form: .typed(missingOffset: KoreaTime.offsetSeconds))
    }
}
