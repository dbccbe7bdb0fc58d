import CommandKit

/// What `qsearch images|videos --download` keeps of the files it saves, declared in this one
/// place: the download archive (`--no-archive`, `--archive FILE`) and `--write-metadata`.
struct DownloadRecordOptions: ParsableArguments {
    @Flag(
        "no-archive",
        help: "With --download: neither consult nor add to the download archive (URLs saved before are fetched again).",
        conflicts: ["archive"]
    )
    var bypassesArchive: Bool
    @Option(
        "archive",
        valueName: "file",
        help: "With --download: the download archive to use instead of archive.sqlite in the data folder.",
        example: "cats.sqlite",
        completion: .file
    )
    var archivePath: String?
    @Flag("write-metadata", help: "With --download: write NAME.json beside each file (the result, URL, SHA-256, time).")
    var writesMetadata: Bool

    /// The first of these options given, for the error of one given without `--download`.
    var firstGiven: String? {
        [("no-archive", bypassesArchive), ("archive", archivePath != nil), ("write-metadata", writesMetadata)]
            .first(where: \.1)?.0
    }

    func validate() throws {
        if let archivePath, archivePath.isEmpty {
            throw ValidationError("--archive needs a file name, e.g. --archive cats.sqlite")
        }
    }

    /// Where the archive is, or nil with `--no-archive`.
    var archive: ArchiveLocation? {
        bypassesArchive ? nil : ArchiveLocation(path: archivePath)
    }
}
