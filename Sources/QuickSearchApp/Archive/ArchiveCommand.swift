import CommandKit

/// `qsearch archive …`: the download archive, every file `--download` saved, by the URL it
/// came from (a URL in it is not fetched again), with `list`, `forget URL` and `clear` under it.
enum ArchiveCommand {
    static let node = CommandNode<Runtime>(
        group: CommandAbout(
            name: "archive",
            abstract: "List or forget the files downloads saved (a URL in the archive is not fetched again).",
            examples: [
                "qsearch archive list", "qsearch archive forget https://example.com/cat.jpg", "qsearch archive clear",
            ]
        ),
        children: [
            CommandNode(ArchiveListCommand.self),
            CommandNode(ArchiveForgetCommand.self),
            CommandNode(ArchiveClearCommand.self),
        ]
    )

    /// `--archive FILE` of the archive commands.
    static let file = Option<String?>(
        "archive",
        valueName: "file",
        help: "The archive to use instead of archive.sqlite in the data folder.",
        example: "cats.sqlite",
        completion: .file
    )
}

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

/// `qsearch archive forget URL`: the next download of URL fetches it again.
struct ArchiveForgetCommand: Command {
    static let about = CommandAbout(
        name: "forget",
        abstract: "Forget one URL, so that the next download fetches it again (its file is left alone).",
        examples: ["qsearch archive forget https://example.com/cat.jpg"]
    )

    @Argument("url", help: "The URL as 'qsearch archive list' shows it.") var url: String
    @Option(ArchiveCommand.file) var archivePath: String?

    func validate() throws {
        guard !url.isEmpty else {
            throw ValidationError(
                "the URL is empty; give one as 'qsearch archive list' shows it",
                kind: .missingArgument
            )
        }
    }

    func run(_ runtime: Runtime) async throws -> Report {
        try ArchiveService(runtime: runtime, location: ArchiveLocation(path: archivePath)).forget(url)
    }
}

/// `qsearch archive clear`: forgets every archived file.
struct ArchiveClearCommand: Command {
    static let about = CommandAbout(
        name: "clear",
        abstract: "Forget every archived file (the files themselves are left alone).",
        examples: ["qsearch archive clear"]
    )

    @Option(ArchiveCommand.file) var archivePath: String?

    func run(_ runtime: Runtime) async throws -> Report {
        try ArchiveService(runtime: runtime, location: ArchiveLocation(path: archivePath)).clear()
    }
}
