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
