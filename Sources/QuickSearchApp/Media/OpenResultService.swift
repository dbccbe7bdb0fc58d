import CommandKit
import Foundation
import QuickSearchData

/// The work of `qsearch open N`: N is the `#` of the table and the `position` of
/// `--json`/`--jsonl` of the last search in the history, and the link opened is that result's
/// `url` (the image itself, or the video page).
struct OpenResultService {
    let runtime: Runtime

    /// Opens result `position` of the last search; the notes are what the browser said, then
    /// the link opened.
    ///
    /// - Throws: `CLIError` when there is no such search or result (exit 1, or 64 for a number
    ///   out of range), or no browser opens the link (78).
    func open(_ position: Int) throws -> Report {
        guard let last = try runtime.services.storeForReading().recentSearches(limit: 1).first else {
            throw CLIError(
                "there is no search in the history yet; search first, e.g. qsearch images 고양이, then qsearch open 1"
            )
        }
        let described = "the last search (\(last.command) '\(TextSanitizer.singleLine(last.query))')"
        guard !last.resultURLs.isEmpty else {
            let why = last.resultCount == 0 ? "had no results" : "was recorded before qsearch kept result links"
            throw CLIError("\(described) \(why); run a search, then qsearch open N")
        }
        let range = 1...last.resultURLs.count
        guard range.contains(position) else {
            throw CLIError(
                "there is no result \(position): \(described) has results \(range.lowerBound)-\(range.upperBound); give one of those",
                exitCode: .usage
            )
        }
        guard let link = HTMLText.webURL(last.resultURLs[position - 1]), let url = URL(string: link) else {
            throw CLIError("result \(position) of \(described) has no web link to open")
        }
        let said = try BrowserLauncher.open(url, environment: runtime.environment)
        return Report(notes: said + ["opened \(link)"])
    }
}
