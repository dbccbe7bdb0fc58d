import CommandKit

/// `qsearch open N`: opens result N of the last `images` or `videos` search in the browser,
/// like ddgr's numbers; `--page` opens the page it was found on (see `OpenResultService`).
struct OpenResultCommand: Command {
    static let about = CommandAbout(
        name: "open",
        abstract: "Open result N of the last image or video search in the browser.",
        examples: ["qsearch images 고양이 && qsearch open 3", "qsearch open 3 --page"]
    )

    @Argument(
        "n",
        help: "The result's number: # in the table, position in --json.",
        range: 1...Int.max,
        refusal: "is not a result number; give the # of a result of the last search, e.g. qsearch open 1"
    )
    var position: Int
    @Flag("page", help: "Open the page the result was found on (doc_url), not the image itself.") var opensPage: Bool

    func run(_ runtime: Runtime) async throws -> Report {
        try OpenResultService(runtime: runtime).open(position, link: opensPage ? .page : .result)
    }
}
