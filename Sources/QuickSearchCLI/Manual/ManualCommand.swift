import Foundation

/// `qsearch manual` (hidden): the tool's manual page in roff on standard output, for
/// `make install` (and `qsearch manual | man -l -`).
struct ManualCommand: RunnableCommand {
    let program: String

    static let spec = CommandSpec(
        name: "manual",
        abstract: "Print the manual page (roff) of the tool, for 'make install' or 'man -l -'."
    ).hidden()

    init(_ parsed: ParsedCommand, context: CommandContext) throws {
        program = parsed.programName
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        guard let tool = CommandLineTool.named(program) else { return .failure }
        let page = ManualPage(root: tool.spec, version: tool.version, facts: .of(program), date: Self.date(context))
        context.stdout.write(page.text)
        return .success
    }

    /// `SOURCE_DATE_EPOCH` (for reproducible builds) when set, else today, as `YYYY-MM-DD` in UTC.
    static func date(_ context: CommandContext) -> String {
        let seconds = context.environment.value("SOURCE_DATE_EPOCH").flatMap(Int.init).map(Double.init)
        let day = seconds.map(Date.init(timeIntervalSince1970:)) ?? context.now()
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: day)
    }
}
