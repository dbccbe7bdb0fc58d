import CommandKit
import Foundation
import QuickSearchData

/// `qsearch open N`: opens result N of the last `images` or `videos` search in the browser,
/// like ddgr's numbers. N is the `#` of the table and the `position` of `--json`/`--jsonl`,
/// and the link opened is that result's `url` (the image itself, or the video page).
struct OpenResultCommand: RunnableCommand {
    let position: Int

    static let spec = CommandSpec(
        name: "open",
        abstract: "Open result N of the last image or video search in the browser.",
        examples: ["qsearch images 고양이 && qsearch open 3"],
        options: [],
        positionals: [number]
    )

    static let number = Argument<String>("n", help: "The result's number: # in the table, position in --json.")

    init(_ parsed: ParsedCommand, context: CommandContext) throws {
        let text = parsed[Self.number]
        guard let number = Int(text), number >= 1 else {
            throw parsed.usageError(
                "'\(text)' is not a result number; give the # of a result of the last search, e.g. qsearch open 1"
            )
        }
        position = number
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        let services = Services(context: context, program: "qsearch")
        guard let last = try services.storeForReading().recentSearches(limit: 1).first else {
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
        try BrowserLauncher(environment: context.environment, messages: context.stderr).open(url)
        context.note("opened \(link)")
        return .success
    }
}
