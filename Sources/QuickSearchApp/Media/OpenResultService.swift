import CommandKit
import Foundation
import QuickSearchData

/// The work of `qsearch open N`: N is the `#` of the table and the `position` of
/// `--json`/`--jsonl` of the last search in the history (counted from its first result, so after
/// `--page 2` of 30 the results are 31-60), and the link opened is that result's `url` (the image
/// itself, or the video page), or with `--page` its `doc_url` (the page it was found on).
struct OpenResultService {
    let runtime: Runtime

    /// Which of a result's links to open.
    enum Link {
        /// `url`: the image itself, or the video page.
        case result
        /// `doc_url`: the page the result was found on.
        case page

        /// The links of this kind the history kept for `search`, in order.
        func links(of search: HistoryEntry) -> [String] {
            self == .page ? search.resultPages : search.resultURLs
        }

        /// The command that opens result N this way: `qsearch open N`, or with `--page`.
        func command(_ position: String) -> String {
            "qsearch open \(position)\(self == .page ? " --page" : "")"
        }
    }

    /// Opens result `position` of the last search; the notes are what the browser said, then
    /// the link opened.
    ///
    /// - Throws: `CLIError` when there is no such search or result (exit 1, or 64 for a number
    ///   out of range, or a result without the link asked for), or no browser opens the link (78).
    func open(_ position: Int, link: Link = .result) throws -> Report {
        guard let last = try runtime.services.storeForReading().recentSearches(limit: 1).first else {
            throw CLIError(
                "there is no search in the history yet; search first, e.g. qsearch images 고양이, then qsearch open 1"
            )
        }
        let described = "the last search (\(last.command) '\(TextSanitizer.singleLine(last.query))')"
        let links = link.links(of: last)
        guard !links.isEmpty else {
            let kept = link == .page ? "the pages results were found on" : "result links"
            let why = last.resultCount == 0 ? "had no results" : "was recorded before qsearch kept \(kept)"
            throw CLIError("\(described) \(why); run a search, then \(link.command("N"))")
        }
        let range = last.firstPosition...(last.firstPosition + links.count - 1)
        guard range.contains(position) else {
            throw CLIError(
                "there is no result \(position): \(described) has results \(range.lowerBound)-\(range.upperBound); give one of those",
                exitCode: .usage
            )
        }
        let stored = links[position - last.firstPosition]
        guard let address = HTMLText.webURL(stored), let url = URL(string: address) else {
            if link == .page {
                throw CLIError(
                    "result \(position) of \(described) names no page it was found on; \(Link.result.command("\(position)")) opens the result itself",
                    exitCode: .usage
                )
            }
            throw CLIError("result \(position) of \(described) has no web link to open")
        }
        let said = try BrowserLauncher.open(url, environment: runtime.environment)
        return Report(notes: said + ["opened \(address)"])
    }
}
