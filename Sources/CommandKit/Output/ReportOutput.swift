/// What a report puts on standard output, in every form: the `--json` document, the `--jsonl`
/// records, and the view people read. The printer picks the form asked for; a command never
/// switches on it.
public struct ReportOutput: Sendable {
    /// The `--json` document.
    public var document: any Encodable & Sendable
    /// The `--jsonl` records, one line each: made when printed in that form, so that a
    /// document of a thousand results is not held twice in another.
    public var records: [any Encodable & Sendable] { makeRecords() }
    private let makeRecords: @Sendable () -> [any Encodable & Sendable]
    /// What people read: a table on a terminal, plain rows when piped.
    public var human: any HumanView
    /// Whether any result is in it (a report with failures and results is partial, exit 2).
    public var hasResults: Bool
    /// Notes about the results in every form (`showing the report from 15:10`), before the
    /// view's own: with the view's lines they are shown as its notes are; with `--json` or
    /// `--jsonl` they go to standard error.
    public var notes: [String]

    /// Output with its `--jsonl` records. (Generic, so that each record is made an existential
    /// where its type is known: an array converted as a whole is cast at run time, and the
    /// first such cast of a run scans every conformance in the program.)
    public init<Record: Encodable & Sendable>(
        document: any Encodable & Sendable,
        records: [Record],
        human: any HumanView,
        hasResults: Bool? = nil,
        notes: [String] = []
    ) {
        self.init(
            document: document,
            makingRecords: { records.map { $0 } },
            human: human,
            hasResults: hasResults ?? !records.isEmpty,
            notes: notes
        )
    }

    /// Output whose `--jsonl` records `makingRecords` makes only when they are printed (a
    /// thousand media items): `hasResults` must then be given.
    public init(
        document: any Encodable & Sendable,
        makingRecords: @escaping @Sendable () -> [any Encodable & Sendable],
        human: any HumanView,
        hasResults: Bool,
        notes: [String] = []
    ) {
        self.document = document
        makeRecords = makingRecords
        self.human = human
        self.hasResults = hasResults
        self.notes = notes
    }

    /// Output for people only (no JSON form): `qsearch places add`, `config set`.
    public init(human: any HumanView, hasResults: Bool = true, notes: [String] = []) {
        self.init(
            document: EmptyDocument(),
            records: [EmptyDocument](),
            human: human,
            hasResults: hasResults,
            notes: notes
        )
    }
}

/// The document of an output that has no JSON form.
struct EmptyDocument: Encodable, Sendable {}

/// A view of a report for people: the lines for standard output, laid out for the terminal
/// (aligned and coloured when it shows tables, plain tab-separated rows when piped).
public protocol HumanView: Sendable {
    /// The lines and notes for `terminal`.
    func render(for terminal: TerminalCapabilities) -> HumanText
}

/// What a view renders: lines for standard output and notes about them. On a terminal the
/// notes follow the lines, dimmed; when piped they go to standard error, so the rows stay data.
/// Remarks (`3 of 80 shown`, why nothing matched) go to standard error on a terminal or not,
/// before the notes; like the whole view, they are not printed for the JSON forms.
public struct HumanText: Sendable, Hashable {
    public var lines: [String]
    public var notes: [String]
    public var remarks: [String]

    public init(lines: [String], notes: [String] = [], remarks: [String] = []) {
        self.lines = lines
        self.notes = notes
        self.remarks = remarks
    }
}

/// A view that is a fixed list of lines, the same on any terminal.
public struct TextView: HumanView {
    public var text: HumanText

    public init(_ lines: [String], notes: [String] = []) {
        text = HumanText(lines: lines, notes: notes)
    }

    /// `text` exactly as written (a script, a manual page, a calendar with CRLF line ends), cut
    /// into its lines at each line feed; a last line without one gets one when printed.
    public init(verbatim text: String) {
        // Cut at the scalar: a CRLF is one Character, so the "\r" stays with its line.
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        self.init(lines)
    }

    public func render(for terminal: TerminalCapabilities) -> HumanText { text }
}
