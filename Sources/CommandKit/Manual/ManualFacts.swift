/// What a manual page says that the command tree does not: what each exit status means, the
/// environment variables a tool reads, the files it keeps, and related pages.
public struct ManualFacts: Sendable {
    public var exitStatuses: [(code: ExitCode, meaning: String)]
    public var environment: [(name: String, meaning: String)]
    public var files: [(path: String, meaning: String)]
    public var seeAlso: [String]

    public init(
        exitStatuses: [(code: ExitCode, meaning: String)],
        environment: [(name: String, meaning: String)],
        files: [(path: String, meaning: String)],
        seeAlso: [String]
    ) {
        self.exitStatuses = exitStatuses
        self.environment = environment
        self.files = files
        self.seeAlso = seeAlso
    }
}
