import CommandKit

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
