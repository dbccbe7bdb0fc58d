/// What a command found, as a value: the kit prints it in the form asked for, writes its
/// failures, warnings and notes, and computes the exit status from it. A command never prints
/// or chooses its exit status itself.
public struct Report: Sendable {
    /// What goes to standard output; nil when the command prints nothing there.
    public var output: ReportOutput?
    /// What failed, each about one subject (a place, a source) or the whole command.
    public var failures: [ReportFailure]
    /// Warnings for standard error, each written once.
    public var warnings: [String]
    /// Notes for standard error (`saved 혜화동`, `exported 80 events`).
    public var notes: [String]
    /// The exit status, when the kit's rule (0, 2 partial, the failures' code) is not the one:
    /// a health check that failed, nothing to export.
    public var status: ExitCode?
    /// How the report and its follow-ups are drawn on a terminal (`--watch`): as screens, each
    /// replacing the last; nil appends them. Read from the first report of a run.
    public var screen: ReportScreen?
    /// The report that follows this one (`--watch`), asked for once this one is printed; nil
    /// (or a nil result) ends the run.
    public var next: (@Sendable () async throws -> Report?)?
    /// Work that must wait until the output reached the reader (recording a search in the
    /// history): the kit runs it once standard output was written and closed without a failure,
    /// never after a failed write, so nothing is kept of output the user did not get. A reader
    /// that stopped early (`| head`) counts as served. It returns warnings, written once each.
    public var afterDelivery: (@Sendable () async -> [String])?

    public init(
        output: ReportOutput? = nil,
        failures: [ReportFailure] = [],
        warnings: [String] = [],
        notes: [String] = [],
        status: ExitCode? = nil,
        screen: ReportScreen? = nil,
        next: (@Sendable () async throws -> Report?)? = nil,
        afterDelivery: (@Sendable () async -> [String])? = nil
    ) {
        self.output = output
        self.failures = failures
        self.warnings = warnings
        self.notes = notes
        self.status = status
        self.screen = screen
        self.next = next
        self.afterDelivery = afterDelivery
    }

    /// The exit status of this report, given its failures' descriptions: `status` when set;
    /// else 0 without failures; the most pressing code of those that fail the whole command
    /// (`ReportFailure.failsCommand`); 2 when some results were printed anyway; else the
    /// failures' most pressing code (see `ExitCode(mostPressing:)`).
    public func exitStatus(failureCodes: [ExitCode]) -> ExitCode {
        if let status { return status }
        if failures.isEmpty { return .success }
        let commandCodes = zip(failures, failureCodes).filter { $0.0.failsCommand }.map(\.1)
        if !commandCodes.isEmpty { return ExitCode(mostPressing: commandCodes) }
        if output?.hasResults == true { return .partial }
        return ExitCode(mostPressing: failureCodes)
    }
}

/// One failure of a report: the error and what it is about.
public struct ReportFailure: Sendable {
    /// What failed (a place, an event), or nil when the error names it itself.
    public var subject: FailureSubject?
    public var error: any Error
    /// Whether it fails the whole command even beside results (a file the command was asked to
    /// write could not be): the status is then the error's own, not 2 (partial).
    public var failsCommand: Bool

    public init(_ error: any Error, subject: FailureSubject? = nil, failsCommand: Bool = false) {
        self.error = error
        self.subject = subject
        self.failsCommand = failsCommand
    }
}

/// What a failure is about: a name and the kind of thing it names.
public struct FailureSubject: Sendable, Hashable {
    public var name: String
    public var kind: Kind

    public init(_ name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// The kind of thing a subject is, with its plural for grouped lines (`3 places (…)`).
    public struct Kind: Sendable, Hashable {
        public var singular: String
        public var plural: String

        public init(singular: String, plural: String) {
            self.singular = singular
            self.plural = plural
        }
    }
}
