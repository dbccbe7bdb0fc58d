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

    public init(
        output: ReportOutput? = nil,
        failures: [ReportFailure] = [],
        warnings: [String] = [],
        notes: [String] = [],
        status: ExitCode? = nil,
        screen: ReportScreen? = nil,
        next: (@Sendable () async throws -> Report?)? = nil
    ) {
        self.output = output
        self.failures = failures
        self.warnings = warnings
        self.notes = notes
        self.status = status
        self.screen = screen
        self.next = next
    }

    /// The exit status of this report, given its failures' descriptions: `status` when set;
    /// else 0 without failures; 2 when some results were printed anyway; else the failures'
    /// most pressing code (see `ExitCode(mostPressing:)`).
    public func exitStatus(failureCodes: [ExitCode]) -> ExitCode {
        if let status { return status }
        if failures.isEmpty { return .success }
        if output?.hasResults == true { return .partial }
        return ExitCode(mostPressing: failureCodes)
    }
}

/// One failure of a report: the error and what it is about.
public struct ReportFailure: Sendable {
    /// What failed (a place, an event), or nil when the error names it itself.
    public var subject: FailureSubject?
    public var error: any Error

    public init(_ error: any Error, subject: FailureSubject? = nil) {
        self.error = error
        self.subject = subject
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
