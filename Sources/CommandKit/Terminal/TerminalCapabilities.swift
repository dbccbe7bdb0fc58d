/// What the output stream can show: whether it is a terminal, whether to colour, how wide.
public struct TerminalCapabilities: Sendable, Hashable {
    /// Whether the stream is an interactive terminal (else a pipe or file).
    public var isTTY: Bool
    /// Whether to emit ANSI colour and style codes.
    public var colorEnabled: Bool
    /// The width in columns available for a line.
    public var width: Int

    /// Whether human output is the aligned table (else plain tab-separated rows): on a
    /// terminal, or when colour is forced for a pipe (`--color always`, `FORCE_COLOR`,
    /// `CLICOLOR_FORCE`), as for `ls --color=always | less -R`; colour applies only to the table.
    public var showsTable: Bool { isTTY || colorEnabled }

    /// The width assumed when neither `COLUMNS` nor the terminal reports one.
    public static let defaultWidth = 80
    /// The widths accepted from `COLUMNS` or the terminal; anything else is ignored.
    public static let acceptedWidths = 1...10_000

    /// Describes a stream directly, e.g. for a `--color` option or tests.
    public init(isTTY: Bool, colorEnabled: Bool, width: Int) {
        self.isTTY = isTTY
        self.colorEnabled = colorEnabled
        self.width = width
    }
}
