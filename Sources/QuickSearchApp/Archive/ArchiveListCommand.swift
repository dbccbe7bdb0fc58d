import CommandKit

/// `qsearch archive list`: every archived file, newest first.
struct ArchiveListCommand: Command {
    static let about = CommandAbout(
        name: "list",
        abstract: "Show every archived file, newest first: when saved, source, size, path, URL.",
        examples: ["qsearch archive list", "qsearch archive list --jsonl | jq -r .url"],
        records: .of(ArchiveRecord.self)
    )

    @Option(ArchiveCommand.file) var archivePath: String?

    func run(_ runtime: Runtime) async throws -> Report {
        try ArchiveService(runtime: runtime, location: ArchiveLocation(path: archivePath)).list()
    }
}
