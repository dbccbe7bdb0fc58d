/// What a fault should do to the source it hits, and so to the command's exit code.
enum SourceEffect {
    /// The source fails cleanly; alone, the command exits with `code` (docs/exit-codes.md).
    case fails(Int32)
    /// The source reports the end of its results: no items, no error.
    case ends
    /// Either outcome is correct (the issue leaves the choice open): the source recovers, or it
    /// fails cleanly with `code`.
    case recoversOrFails(Int32)
    /// For a page fetch: the command exits with one of these codes.
    case exits([Int32])

    static let unavailable: Int32 = 69
    static let dataError: Int32 = 65
    static let temporary: Int32 = 75
    static let refusedRequest: Int32 = 76
    static let configuration: Int32 = 78

    /// The exit codes the command may give when the faulted source is one of `sourceCount`.
    func allowedExitCodes(sourceCount: Int) -> [Int32] {
        switch self {
        case .fails(let code): sourceCount > 1 ? [2] : [code]
        case .ends: [0]
        case .recoversOrFails(let code): sourceCount > 1 ? [0, 2] : [0, code]
        case .exits(let codes): codes
        }
    }

    /// Whether the faulted source must show an error in `--json`.
    var sourceMustFail: Bool {
        if case .fails = self { return true }
        return false
    }
}
